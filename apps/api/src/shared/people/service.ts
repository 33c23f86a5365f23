import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { recordAudit } from '@/shared/audit/repository';
import { unprocessable } from '@/shared/errors';
import { findUserByEmail, insertUser, type NewUser, retireInvites } from './repository';

/**
 * What clients and staff have in common in the back office and the CLI: being added with an email that
 * must be free on the whole deployment, and being mailed an invite (a one-time password set-up link).
 */

/** Mails an invite (`/invite/{code}`, 14 days, single use) and answers the link: `app.auth.sendInvite`. */
export type SendInvite = (
  account: { id: string; email: string; firstName: string },
  invitedBy: string | null,
) => Promise<string>;

/** What the calls on people need: the database, the invite mailer and the time. */
export interface PeopleDeps {
  db: Database;
  sendInvite: SendInvite;
  now: Date;
}

/** What a service of people is made with: the time is each call's actor's. */
export type PeopleServiceDeps = Omit<PeopleDeps, 'now'>;

/** The people calls' deps for one actor, at the actor's time. */
export const actingAt = ({ db, sendInvite }: PeopleServiceDeps, actor: Actor | Actor<null>): PeopleDeps => ({
  db,
  sendInvite,
  now: actor.now,
});

/** The audit row of an action on a person; the CLI's rows say `via: 'cli'`. */
export async function auditPerson(
  deps: PeopleDeps,
  actor: Actor | Actor<null>,
  action: string,
  subject: string,
  details = {},
) {
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

/** The refusal of an email someone has: it never says whose. */
export const emailInUse = () => unprocessable({ email: ['This email address is already in use.'] });

/**
 * Adds the user when their email is free on the whole deployment; answers the id. `values` is called
 * after the email check, so its own refusals come second.
 */
export async function insertPerson(db: Database, email: string, values: () => NewUser): Promise<string> {
  if (await findUserByEmail(db, email)) throw emailInUse();
  const row = values();
  try {
    return await insertUser(db, row);
  } catch (error) {
    // Someone took the email between the check and the insert.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

const REFUSALS = {
  client: {
    inactive: 'This client is deactivated. Reactivate them before inviting them.',
    signedUp: 'This client has already set a password. They can reset it from the sign-in page.',
  },
  staff: {
    inactive: 'This staff member is deactivated. Reactivate them first.',
    signedUp: 'This staff member has already set a password. They can reset it from the sign-in page.',
  },
} as const;

/**
 * Mails the person a (new) invite; earlier unused ones stop working. Refused (422, under the field
 * `client` or `staff`) for someone deactivated or who has already set a password. Answers the link.
 */
export async function sendInvite(
  deps: PeopleDeps,
  actor: Actor | Actor<null>,
  kind: keyof typeof REFUSALS,
  person: { id: string; email: string; firstName: string; active: boolean; passwordSet: boolean },
): Promise<string> {
  if (!person.active) throw unprocessable({ [kind]: [REFUSALS[kind].inactive] });
  if (person.passwordSet) throw unprocessable({ [kind]: [REFUSALS[kind].signedUp] });
  await retireInvites(deps.db, person.id, deps.now);
  const link = await deps.sendInvite(
    { id: person.id, email: person.email, firstName: person.firstName },
    actor.userId,
  );
  await auditPerson(deps, actor, `admin.${kind}.invite`, person.email, { [kind]: person.id });
  return link;
}
