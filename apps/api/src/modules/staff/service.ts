import type { StaffMe, StaffRole, TableQuery } from '@sextant/contracts/admin';
import type { AdminStaffMember, StaffSort, StaffStatus } from '@sextant/contracts/admin-staff';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { notFound, unauthorized, unprocessable } from '@/shared/errors';
import { retireInvites } from '@/shared/people/repository';
import {
  actingAt,
  auditPerson as audit,
  insertPerson,
  type PeopleServiceDeps,
  sendInvite,
} from '@/shared/people/service';
import { revokeUserSessions } from '@/shared/sessions/repository';
import { findStaffMember, findStaffOfFirm, listStaff, type StaffRow, updateStaff } from './repository';

export interface NewStaff {
  email: string;
  first_name: string;
  surname: string;
  role: StaffRole;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toStaffMember(row: StaffRow): AdminStaffMember {
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

const notYourself = (what: string) => unprocessable({ staff: [`You cannot ${what} yourself.`] });

/** The signed-in staff member, and the firm's staff accounts: for the back office and the CLI. */
export function createStaffService(services: PeopleServiceDeps) {
  const { db } = services;

  async function staffPage(
    firmId: string,
    query: TableQuery<StaffSort> & { status?: StaffStatus | undefined },
  ) {
    const rows = await listStaff(db, firmId, query);
    return tablePage(rows, query, toStaffMember);
  }

  async function loadStaff(firmId: string, id: string) {
    const row = await findStaffOfFirm(db, firmId, id);
    if (!row) throw notFound('Staff member');
    return row;
  }

  /** Mails a fresh set-up link; earlier ones stop working. Answers the link. */
  const invite = (actor: Actor | Actor<null>, row: StaffRow) =>
    sendInvite(actingAt(services, actor), actor, 'staff', row);

  /**
   * A staff member of the actor's firm, without a password, and the one-time set-up link mailed to them
   * (the invite page sets the password; MFA is set up at first sign-in). The API and the CLI both call this.
   */
  async function createStaff(actor: Actor | Actor<null>, input: NewStaff) {
    const deps = actingAt(services, actor);
    const id = await insertPerson(deps.db, input.email, () => ({
      firmId: actor.firmId,
      email: input.email,
      firstName: input.first_name,
      surname: input.surname,
      role: input.role,
      createdAt: deps.now,
      updatedAt: deps.now,
    }));
    await audit(deps, actor, 'admin.staff.create', input.email, { staff: id, role: input.role });
    const row = await loadStaff(actor.firmId, id);
    const link = await invite(actor, row);
    return { staff: toStaffMember(row), invite_link: link };
  }

  /** Sends the set-up link again: only to an active staff member who has not set a password yet. */
  async function resendStaffInvite(actor: Actor, id: string) {
    const row = await loadStaff(actor.firmId, id);
    const link = await invite(actor, row);
    return { staff: toStaffMember(row), invite_link: link };
  }

  async function changeStaffRole(actor: Actor, id: string, role: StaffRole) {
    const deps = actingAt(services, actor);
    const row = await loadStaff(actor.firmId, id);
    if (id === actor.userId && role !== 'admin') throw notYourself('demote');
    if (row.role !== role) {
      await updateStaff(deps.db, actor.firmId, id, { role, updatedAt: deps.now });
      // Calls check the stored role; a demoted admin's sessions end too, so no screen shows the old role.
      if (role === 'adviser') await revokeUserSessions(deps.db, id, null, deps.now);
      await audit(deps, actor, 'admin.staff.role', row.email, { staff: id, from: row.role, to: role });
    }
    return toStaffMember(await loadStaff(actor.firmId, id));
  }

  /** Deactivating ends the staff member's sessions and outstanding set-up links. */
  async function setStaffActive(actor: Actor, id: string, active: boolean) {
    const deps = actingAt(services, actor);
    const row = await loadStaff(actor.firmId, id);
    if (id === actor.userId && !active) throw notYourself('deactivate');
    if (row.active === active)
      throw unprocessable({
        staff: [
          active ? 'This staff member is already active.' : 'This staff member is already deactivated.',
        ],
      });
    await deps.db.transaction(async (t) => {
      await updateStaff(t, actor.firmId, id, { active, updatedAt: deps.now });
      if (!active) {
        await revokeUserSessions(t, id, null, deps.now);
        await retireInvites(t, id, deps.now);
      }
    });
    await audit(deps, actor, active ? 'admin.staff.reactivate' : 'admin.staff.deactivate', row.email, {
      staff: id,
    });
    return toStaffMember(await loadStaff(actor.firmId, id));
  }

  return {
    /** The signed-in staff member and their firm. */
    async me(userId: string, firmId: string): Promise<StaffMe> {
      const me = await findStaffMember(db, userId, firmId);
      if (!me || me.role === 'client') throw unauthorized();
      return {
        uuid: me.id,
        email: me.email,
        first_name: me.firstName,
        surname: me.surname,
        role: me.role,
        firm: { uuid: me.firmId, name: me.firmName, logo: me.firmLogo },
      };
    },
    staffPage,
    createStaff,
    resendStaffInvite,
    changeStaffRole,
    setStaffActive,
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
