import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { passkeys, webauthnChallenges } from '@/db/schema/index';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** The user's passkeys, oldest first. */
export function listPasskeys(db: Database, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

/** The user's passkey with the credential id the authenticator answered with; another user's is not found. */
export async function findPasskeyByCredential(db: Database, userId: string, credentialId: string) {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)))
    .limit(1);
  return row ?? null;
}

export async function insertPasskey(db: Database, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function renamePasskey(db: Database, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: Database, userId: string, id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row ?? null;
}

/**
 * Records a use: the counter moves to `signCount` only if that is past the stored one (or both are 0, for
 * authenticators that keep no counter), atomically, so two answers with one count cannot both win.
 */
export async function recordUse(db: Database, id: string, signCount: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ signCount, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, id),
        sql`(${passkeys.signCount} < ${signCount} or (${passkeys.signCount} = 0 and ${signCount} = 0))`,
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/**
 * Keeps the challenge as the session's only one for the purpose, until `expiresAt`; expired ones of any
 * session go at the same time, so challenges never answered do not pile up.
 */
export async function storeChallenge(
  db: Database,
  values: { sessionId: string; purpose: ChallengePurpose; challenge: string; expiresAt: Date; now: Date },
) {
  await db.transaction(async (t) => {
    await t
      .delete(webauthnChallenges)
      .where(
        or(
          and(
            eq(webauthnChallenges.sessionId, values.sessionId),
            eq(webauthnChallenges.purpose, values.purpose),
          ),
          lt(webauthnChallenges.expiresAt, values.now),
        ),
      );
    await t.insert(webauthnChallenges).values({
      sessionId: values.sessionId,
      purpose: values.purpose,
      challenge: values.challenge,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

/**
 * Takes the session's challenge for the purpose: deleted whatever the answer turns out to be, so each is
 * answered once at most. Null when there is none or it has expired.
 */
export async function takeChallenge(db: Database, sessionId: string, purpose: ChallengePurpose, now: Date) {
  const rows = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.sessionId, sessionId), eq(webauthnChallenges.purpose, purpose)))
    .returning({ challenge: webauthnChallenges.challenge, expiresAt: webauthnChallenges.expiresAt });
  return rows.find((row) => row.expiresAt > now)?.challenge ?? null;
}
