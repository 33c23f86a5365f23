import type { StaffRole, TableQuery } from '@sextant/contracts/admin';
import type { AdminStaffMember, StaffSort, StaffStatus } from '@sextant/contracts/admin-staff';
import type { Database } from '../../db/client';
import { recordAudit } from '../../shared/audit/repository';
import { HttpError, notFound, unprocessable } from '../../shared/errors';
import { revokeUserSessions } from '../../shared/sessions/repository';
import {
  emailInUse,
  findFirm,
  findStaffOfFirm,
  insertStaff,
  listFirms,
  listStaff,
  retireInvites,
  type StaffRow,
  updateStaff,
} from './repository';

/** Mails a one-time password set-up link (`/invite/{code}`, 14 days) and answers it: `app.auth.sendInvite`. */
export type SendInvite = (
  account: { id: string; email: string; firstName: string },
  invitedBy: string | null,
) => Promise<string>;

export interface StaffDeps {
  db: Database;
  sendInvite: SendInvite;
  now: Date;
}

/** The admin acting (API), or nobody in particular (the CLI: `userId` null). */
export interface StaffActor {
  userId: string | null;
  firmId: string;
  ip: string | null;
}

export interface NewStaff {
  email: string;
  first_name: string;
  surname: string;
  role: StaffRole;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toStaffMember(row: StaffRow): AdminStaffMember {
  return {
    uuid: row.id,
    email: row.email,
    first_name: row.firstName,
    surname: row.surname,
    role: row.role === 'admin' ? 'admin' : 'adviser',
    status: row.status,
    mfa_configured: Boolean(row.mfaConfigured),
    last_sign_in: iso(row.lastSignIn),
    created_at: row.createdAt.toISOString(),
  };
}

export async function staffPage(
  db: Database,
  firmId: string,
  query: TableQuery<StaffSort> & { status?: StaffStatus | undefined },
) {
  const rows = await listStaff(db, firmId, query);
  return {
    items: rows.map(toStaffMember),
    total: rows[0]?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

async function loadStaff(db: Database, firmId: string, id: string) {
  const row = await findStaffOfFirm(db, firmId, id);
  if (!row) throw notFound('Staff member');
  return row;
}

async function audit(deps: StaffDeps, actor: StaffActor, action: string, subject: string, details = {}) {
  await recordAudit(deps.db, {
    action,
    firmId: actor.firmId,
    actorId: actor.userId,
    subject,
    ip: actor.ip,
    details: actor.userId ? details : { ...details, via: 'cli' },
    at: deps.now,
  });
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};
const emailTaken = () => unprocessable({ email: ['This email address is already in use.'] });

/** Mails a fresh set-up link; earlier ones stop working. Answers the link. */
async function invite(deps: StaffDeps, actor: StaffActor, row: StaffRow) {
  await retireInvites(deps.db, row.id, deps.now);
  const link = await deps.sendInvite(
    { id: row.id, email: row.email, firstName: row.firstName },
    actor.userId,
  );
  await audit(deps, actor, 'admin.staff.invite', row.email, { staff: row.id });
  return link;
}

/**
 * A staff member of the actor's firm, without a password, and the one-time set-up link mailed to them
 * (the invite page sets the password; MFA is set up at first sign-in). The API and the CLI both call this.
 */
export async function createStaff(deps: StaffDeps, actor: StaffActor, input: NewStaff) {
  if (await emailInUse(deps.db, input.email)) throw emailTaken();
  let id: string;
  try {
    id = await insertStaff(deps.db, {
      firmId: actor.firmId,
      email: input.email,
      firstName: input.first_name,
      surname: input.surname,
      role: input.role,
      now: deps.now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await audit(deps, actor, 'admin.staff.create', input.email, { staff: id, role: input.role });
  const row = await loadStaff(deps.db, actor.firmId, id);
  const link = await invite(deps, actor, row);
  return { staff: toStaffMember(row), invite_link: link };
}

/** Sends the set-up link again: only to an active staff member who has not set a password yet. */
export async function resendStaffInvite(deps: StaffDeps, actor: StaffActor, id: string) {
  const row = await loadStaff(deps.db, actor.firmId, id);
  if (!row.active)
    throw unprocessable({ staff: ['This staff member is deactivated. Reactivate them first.'] });
  if (row.passwordSet)
    throw unprocessable({
      staff: ['This staff member has already set a password. They can reset it from the sign-in page.'],
    });
  const link = await invite(deps, actor, row);
  return { staff: toStaffMember(row), invite_link: link };
}

const notYourself = (what: string) => unprocessable({ staff: [`You cannot ${what} yourself.`] });

export async function changeStaffRole(deps: StaffDeps, actor: StaffActor, id: string, role: StaffRole) {
  const row = await loadStaff(deps.db, actor.firmId, id);
  if (id === actor.userId && role !== 'admin') throw notYourself('demote');
  if (row.role !== role) {
    await updateStaff(deps.db, actor.firmId, id, { role, updatedAt: deps.now });
    // Calls check the stored role; a demoted admin's sessions end too, so no screen shows the old role.
    if (role === 'adviser') await revokeUserSessions(deps.db, id, null, deps.now);
    await audit(deps, actor, 'admin.staff.role', row.email, { staff: id, from: row.role, to: role });
  }
  return toStaffMember(await loadStaff(deps.db, actor.firmId, id));
}

/** Deactivating ends the staff member's sessions and outstanding set-up links. */
export async function setStaffActive(deps: StaffDeps, actor: StaffActor, id: string, active: boolean) {
  const row = await loadStaff(deps.db, actor.firmId, id);
  if (id === actor.userId && !active) throw notYourself('deactivate');
  if (row.active === active)
    throw unprocessable({
      staff: [active ? 'This staff member is already active.' : 'This staff member is already deactivated.'],
    });
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await updateStaff(t, actor.firmId, id, { active, updatedAt: deps.now });
    if (!active) {
      await revokeUserSessions(t, id, null, deps.now);
      await retireInvites(t, id, deps.now);
    }
  });
  await audit(deps, actor, active ? 'admin.staff.reactivate' : 'admin.staff.deactivate', row.email, {
    staff: id,
  });
  return toStaffMember(await loadStaff(deps.db, actor.firmId, id));
}

/** For the CLI: the firm named, or the only firm when none is named. Throws a 422 saying what to do. */
export async function resolveFirm(db: Database, firmId: string | undefined) {
  if (firmId !== undefined) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const firm = uuid.test(firmId) ? await findFirm(db, firmId) : null;
    if (!firm) throw new HttpError(422, `No firm has the id ${firmId}.`);
    return firm;
  }
  const firms = await listFirms(db);
  if (firms.length === 1) return firms[0]!;
  throw new HttpError(
    422,
    firms.length === 0
      ? 'There is no firm yet: run create-firm first.'
      : 'There are several firms: name one with --firm ID.',
  );
}
