import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { firms, invites, loginAttempts, users } from '@/db/schema/index';

/**
 * Someone who works at the firm now: an active adviser or admin of it. `people` is the users table or an
 * alias of it (a thread's assignee, a client's adviser).
 */
export const activeStaffOf = (
  people: typeof users | ReturnType<typeof alias<typeof users, string>>,
  firmId: string,
) => and(eq(people.firmId, firmId), eq(people.active, true), inArray(people.role, ['adviser', 'admin']));

/** The user with the email, of any firm and role (sign-in is by email alone, so emails are unique). */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, firmId: users.firmId, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** A person's name as kept (first name, surname), or null. */
export async function findUserName(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The firm's client with this id, active or not, with what a notice to them needs; null for another firm's
 * client, a staff member or an unknown id alike, so a back-office call answers 404 without telling them apart.
 */
/**
 * The one condition for "a client of this firm" (and, given an id, that client): every query that reaches a
 * client on the firm's behalf uses it, so a staff member or another firm's client is never taken for one.
 */
export const clientOfFirm = (firmId: string, id?: string) =>
  and(...(id ? [eq(users.id, id)] : []), eq(users.firmId, firmId), eq(users.role, 'client'));

export async function findFirmClient(db: Database, firmId: string, clientId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      active: users.active,
      emailOptOut: users.emailOptOut,
      firmName: firms.name,
      fcaNumber: firms.fcaNumber,
    })
    .from(users)
    .innerJoin(firms, eq(firms.id, users.firmId))
    .where(clientOfFirm(firmId, clientId))
    .limit(1);
  return row ?? null;
}

export type NewUser = typeof users.$inferInsert;

/** A new user (client or staff member), without a password; answers the id. */
export async function insertUser(db: Database, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Ends every unused invite (password set-up link) of the user, so only the next one sent works. */
export async function retireInvites(db: Database, userId: string, now: Date) {
  await db
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.userId, userId), isNull(invites.usedAt)));
}

/** Accepts a TOTP step only if it is newer than the last one, atomically: two requests with one code cannot both win. */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.mfaLastStep}, -1) < ${step}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Clears the email's count of failed sign-ins and any lock: a complete sign-in, an unlock with the
 * authenticator, a new password, and staff unlocking a client do.
 */
export async function clearLockout(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
