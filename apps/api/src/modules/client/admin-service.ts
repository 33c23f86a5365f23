import type {
  AdminAmendment,
  AdminClient,
  AdminClientCreate,
  AdminClientRow,
  AdminClientUpdate,
  AmendmentChange,
} from '@sextant/contracts/admin-clients';
import {
  isUkCountryName,
  isUkPostcode,
  PROFILE_MESSAGES,
  UK_COUNTRY_ID,
} from '@sextant/contracts/rules/profile';
import type { z } from 'zod';
import { isUniqueViolation } from '@/db/errors';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { notFound, unprocessable } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import { clearLockout, findUserByEmail, retireInvites } from '@/shared/people/repository';
import {
  actingAt,
  auditPerson as audit,
  emailInUse,
  insertPerson,
  type PeopleServiceDeps,
  sendInvite,
} from '@/shared/people/service';
import { forgetTrustedDevices } from '@/shared/sessions/device-repository';
import { revokeUserSessions } from '@/shared/sessions/repository';
import {
  type AmendmentRow,
  type ClientOfFirm,
  decideAmendment,
  findAmendment,
  findClientOfFirm,
  listAmendments,
  listClients,
  lockAmendment,
  type UserChanges,
  type UserRow,
  updateClient,
} from './admin-repository';
import { formatUkPostcode } from './service';

type CreateInput = z.output<typeof AdminClientCreate>;
type UpdateInput = z.output<typeof AdminClientUpdate>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAdminClient(row: ClientOfFirm): AdminClient {
  const user = row.user;
  return {
    uuid: user.id,
    title: user.title,
    first_name: user.firstName,
    surname: user.surname,
    email: user.email,
    telephone: {
      home_number: user.telephoneHome,
      work_number: user.telephoneWork,
      mobile_number: user.telephoneMobile,
    },
    address: {
      line_1: user.addressLine1,
      line_2: user.addressLine2,
      line_3: user.addressLine3,
      town: user.town,
      county: user.county,
      postcode: user.postcode,
      country: user.country,
      country_id: user.countryId,
    },
    vip: user.vip,
    status: row.status,
    mfa_configured: user.mfaSecret !== null,
    locked: Boolean(row.locked),
    last_sign_in: iso(row.lastSignIn),
    invite_sent_at: iso(row.inviteSentAt),
    policy_count: Number(row.policyCount),
    pending_amendment: row.pendingId !== null,
    pending_amendment_id: row.pendingId,
    created_at: user.createdAt.toISOString(),
  };
}

/** The profile fields by their names in GET /v1/client, with their column and a label for people. */
const PROFILE_FIELDS = {
  title: ['title', 'Title'],
  first_name: ['firstName', 'First name'],
  surname: ['surname', 'Surname'],
  'telephone.home_number': ['telephoneHome', 'Home phone'],
  'telephone.work_number': ['telephoneWork', 'Work phone'],
  'telephone.mobile_number': ['telephoneMobile', 'Mobile phone'],
  'address.line_1': ['addressLine1', 'Address line 1'],
  'address.line_2': ['addressLine2', 'Address line 2'],
  'address.line_3': ['addressLine3', 'Address line 3'],
  'address.town': ['town', 'Town'],
  'address.county': ['county', 'County'],
  'address.postcode': ['postcode', 'Postcode'],
  'address.country': ['country', 'Country'],
  'address.country_id': ['countryId', 'Country code'],
} as const satisfies Record<string, readonly [keyof UserRow, string]>;
type ProfileField = keyof typeof PROFILE_FIELDS;
const isProfileField = (name: string): name is ProfileField => Object.hasOwn(PROFILE_FIELDS, name);

/** `{ address: { town: 'X' } }` → `[['address.town', 'X']]`: known profile fields only, sent ones only. */
function flatten(fields: Record<string, unknown>): [ProfileField, string | number | null][] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const pairs: [string, unknown][] =
      value !== null && typeof value === 'object'
        ? Object.entries(value).map(([inner, v]) => [`${key}.${inner}`, v])
        : [[key, value]];
    return pairs.filter(
      (pair): pair is [ProfileField, string | number | null] =>
        isProfileField(pair[0]) &&
        (pair[1] === null || typeof pair[1] === 'string' || typeof pair[1] === 'number'),
    );
  });
}

function columnsOf(fields: Record<string, unknown>): UserChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of flatten(fields)) changes[PROFILE_FIELDS[field][0]] = value;
  return changes as UserChanges;
}

/** A UK address (by country code or name) needs a UK postcode when it has one, written like `EX3 0HF`. */
function checkUkPostcode(changes: UserChanges, stored: Partial<UserRow>): UserChanges {
  const merged = { ...stored, ...changes };
  const uk =
    merged.countryId != null
      ? merged.countryId === UK_COUNTRY_ID
      : isUkCountryName(merged.country?.trim() ?? '');
  const touched = 'postcode' in changes || 'country' in changes || 'countryId' in changes;
  if (!uk || !touched || !merged.postcode) return changes;
  if (!isUkPostcode(merged.postcode.trim()))
    throw unprocessable({ 'address.postcode': [PROFILE_MESSAGES.ukPostcode] });
  return 'postcode' in changes ? { ...changes, postcode: formatUkPostcode(merged.postcode) } : changes;
}

const fieldValue = (user: UserRow, field: ProfileField) => {
  const value = user[PROFILE_FIELDS[field][0]];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

function toAdminAmendment(row: AmendmentRow): AdminAmendment {
  const changes: AmendmentChange[] = flatten((row.changedFields ?? {}) as Record<string, unknown>).map(
    ([field, requested]) => ({
      field,
      label: PROFILE_FIELDS[field][1],
      current: fieldValue(row.client, field),
      requested,
    }),
  );
  return {
    uuid: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
    decided_by:
      row.deciderFirstName !== null ? `${row.deciderFirstName} ${row.deciderSurname ?? ''}`.trim() : null,
    client: {
      uuid: row.client.id,
      first_name: row.client.firstName,
      surname: row.client.surname,
      email: row.client.email,
    },
    changes,
  };
}

const DECIDED = { approved: 'approved', rejected: 'not approved' } as const;

/** The firm's clients and their change requests, for the back office and the CLI. */
export function createClientAdminService(services: PeopleServiceDeps) {
  const { db } = services;

  async function loadClient(firmId: string, id: string): Promise<ClientOfFirm> {
    const row = await findClientOfFirm(db, firmId, id);
    if (!row) throw notFound('Client');
    return row;
  }

  async function clientPage(firmId: string, query: Parameters<typeof listClients>[2]) {
    const rows = await listClients(db, firmId, query);
    return tablePage(
      rows,
      query,
      (row): AdminClientRow => ({
        uuid: row.id,
        first_name: row.firstName,
        surname: row.surname,
        email: row.email,
        status: row.status,
        vip: row.vip,
        created_at: row.createdAt.toISOString(),
      }),
    );
  }

  async function getClient(firmId: string, id: string) {
    return toAdminClient(await loadClient(firmId, id));
  }

  /**
   * A new client of the actor's firm, without a password (status `invited`), and the invite when asked
   * for. The email must be free on the whole deployment; the answer never says whose it is.
   */
  async function createClient(actor: Actor | Actor<null>, input: CreateInput) {
    const deps = actingAt(services, actor);
    const id = await insertPerson(deps.db, input.email, () => ({
      ...checkUkPostcode(columnsOf(input), {}),
      firmId: actor.firmId,
      email: input.email,
      firstName: input.first_name,
      surname: input.surname,
      vip: input.vip ?? false,
      role: 'client',
      createdAt: deps.now,
      updatedAt: deps.now,
    }));
    await audit(deps, actor, 'admin.client.create', input.email, { client: id, vip: input.vip ?? false });
    const link = input.send_invite ? await sendClientInvite(actor, id) : null;
    return { client: await getClient(actor.firmId, id), link };
  }

  /**
   * Mails the client a (new) invite; earlier unused invites stop working. Only for a client who has not
   * set a password yet and is not deactivated. Answers the link (the CLI prints it; the API does not).
   */
  async function sendClientInvite(actor: Actor | Actor<null>, id: string): Promise<string> {
    const { user } = await loadClient(actor.firmId, id);
    return sendInvite(actingAt(services, actor), actor, 'client', {
      ...user,
      passwordSet: user.passwordHash !== null,
    });
  }

  /**
   * The CLI's `invite-client`: creates the client, or takes the firm's existing client who has not set a
   * password yet, and mails the invite. Answers the client and the link.
   */
  async function inviteClientByEmail(
    actor: Actor | Actor<null>,
    input: { email: string; first_name: string; surname: string },
  ) {
    const existing = await findUserByEmail(db, input.email);
    if (!existing) return createClient(actor, { ...input, send_invite: true });
    if (existing.firmId !== actor.firmId || existing.role !== 'client') throw emailInUse();
    const link = await sendClientInvite(actor, existing.id);
    return { client: await getClient(actor.firmId, existing.id), link };
  }

  async function editClient(actor: Actor, id: string, input: UpdateInput) {
    const deps = actingAt(services, actor);
    const { user } = await loadClient(actor.firmId, id);
    let changes = checkUkPostcode(columnsOf(input), user);
    if (input.email !== undefined && input.email !== user.email) {
      if (user.passwordHash !== null)
        throw unprocessable({
          email: ['The email address can change only until the client has set a password.'],
        });
      if (await findUserByEmail(deps.db, input.email)) throw emailInUse();
      changes = { ...changes, email: input.email };
    }
    try {
      await updateClient(deps.db, actor.firmId, id, { ...changes, updatedAt: deps.now });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
    if (changes.email) await retireInvites(deps.db, id, deps.now);
    await audit(deps, actor, 'admin.client.update', user.email, {
      client: id,
      fields: [...flatten(input).map(([field]) => field), ...(changes.email ? ['email'] : [])],
    });
    return getClient(actor.firmId, id);
  }

  /** Deactivating ends the client's sessions and outstanding invites; sign-in and invites refuse them. */
  async function setClientActive(actor: Actor, id: string, active: boolean) {
    const deps = actingAt(services, actor);
    const { user } = await loadClient(actor.firmId, id);
    if (user.active === active)
      throw unprocessable({
        client: [active ? 'This client is already active.' : 'This client is already deactivated.'],
      });
    await deps.db.transaction(async (t) => {
      await updateClient(t, actor.firmId, id, { active, updatedAt: deps.now });
      if (!active) {
        await revokeUserSessions(t, id, null, deps.now);
        await retireInvites(t, id, deps.now);
      }
    });
    await audit(deps, actor, active ? 'admin.client.reactivate' : 'admin.client.deactivate', user.email, {
      client: id,
    });
    return getClient(actor.firmId, id);
  }

  async function setClientVip(actor: Actor, id: string, vip: boolean) {
    const deps = actingAt(services, actor);
    const { user } = await loadClient(actor.firmId, id);
    await updateClient(deps.db, actor.firmId, id, { vip, updatedAt: deps.now });
    await audit(deps, actor, 'admin.client.vip', user.email, { client: id, vip });
    return getClient(actor.firmId, id);
  }

  /** Turns the client's MFA off and ends their sessions: they set it up again at their next sign-in. */
  async function resetClientMfa(actor: Actor, id: string) {
    const deps = actingAt(services, actor);
    const { user } = await loadClient(actor.firmId, id);
    await deps.db.transaction(async (t) => {
      await updateClient(t, actor.firmId, id, {
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaLastStep: null,
        updatedAt: deps.now,
      });
      await forgetTrustedDevices(t, id);
      await revokeUserSessions(t, id, null, deps.now);
    });
    await audit(deps, actor, 'admin.client.mfa_reset', user.email, { client: id });
    return getClient(actor.firmId, id);
  }

  /** Clears the client's lock and count of failures: they sign in with their password and a code as usual. */
  async function unlockClient(actor: Actor, id: string) {
    const deps = actingAt(services, actor);
    const { user, locked } = await loadClient(actor.firmId, id);
    if (!locked) throw unprocessable({ client: ['This client is not locked.'] });
    await clearLockout(deps.db, user.email);
    await audit(deps, actor, 'admin.client.unlock', user.email, { client: id });
    return getClient(actor.firmId, id);
  }

  async function amendmentPage(firmId: string, query: Parameters<typeof listAmendments>[2]) {
    const rows = await listAmendments(db, firmId, query);
    return tablePage(rows, query, toAdminAmendment);
  }

  async function getAmendment(firmId: string, id: string) {
    const row = await findAmendment(db, firmId, id);
    if (!row) throw notFound('Amendment');
    return toAdminAmendment(row);
  }

  /**
   * Approves (applies the changed fields to the profile) or rejects a pending amendment, in one
   * transaction with the amendment locked; either way the client is told in their notifications.
   */
  async function decideClientAmendment(
    actor: Actor,
    id: string,
    decision: { approve: true } | { approve: false; reason?: string | undefined },
  ) {
    const deps = actingAt(services, actor);
    const status = decision.approve ? 'approved' : 'rejected';
    const decided = await deps.db.transaction(async (t) => {
      const amendment = await lockAmendment(t, actor.firmId, id);
      if (!amendment) return null;
      if (amendment.status !== 'pending')
        throw unprocessable({
          amendment: [`This change was already ${DECIDED[amendment.status]}.`],
        });
      const fields = (amendment.changedFields ?? {}) as Record<string, unknown>;
      if (decision.approve) {
        await updateClient(t, actor.firmId, amendment.clientId, {
          ...columnsOf(fields),
          updatedAt: deps.now,
        });
      }
      await decideAmendment(t, id, status, actor.userId, deps.now);
      return { clientId: amendment.clientId, fields: flatten(fields).map(([field]) => field) };
    });
    if (!decided) throw notFound('Amendment');
    const reason = decision.approve ? undefined : decision.reason?.trim() || undefined;
    await notifyClients(
      deps.db,
      actor.firmId,
      { clientIds: [decided.clientId] },
      decision.approve
        ? {
            title: 'Your details were updated',
            body: 'Your firm approved the change to your details you asked for.',
            link: '/tabs/account',
          }
        : {
            title: 'Your change request was not approved',
            body: `Your firm did not approve the change to your details you asked for.${reason ? ` Reason: ${reason}` : ''} Please contact your adviser if you have any questions.`,
            link: '/tabs/account',
          },
      deps.now,
    );
    const row = await findAmendment(deps.db, actor.firmId, id);
    await audit(
      deps,
      actor,
      decision.approve ? 'admin.amendment.approve' : 'admin.amendment.reject',
      row?.client.email ?? '',
      { amendment: id, client: decided.clientId, fields: decided.fields, ...(reason ? { reason } : {}) },
    );
    return toAdminAmendment(row!);
  }

  return {
    clientPage,
    getClient,
    createClient,
    /** Mails a (new) invite; answers the client. */
    async invite(actor: Actor, id: string) {
      await sendClientInvite(actor, id);
      return getClient(actor.firmId, id);
    },
    inviteClientByEmail,
    editClient,
    setClientActive,
    setClientVip,
    resetClientMfa,
    unlockClient,
    amendmentPage,
    getAmendment,
    decideClientAmendment,
  };
}
export type ClientAdminService = ReturnType<typeof createClientAdminService>;
