import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { latestTermsAccepted } from '@/db/queries';
import { firms, invites, loginAttempts, resetCodes, sessions, users } from '@/db/schema/index';
import type { PasswordContext } from '@/shared/passwords';

export type Account = typeof users.$inferSelect & { termsAccepted: boolean };

export async function findAccountByEmail(db: Database, email: string): Promise<Account | null> {
  const [row] = await db
    .select({ user: users, termsAccepted: latestTermsAccepted(users.id, users.firmId) })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ? { ...row.user, termsAccepted: row.termsAccepted } : null;
}

export async function findAccountById(db: Database, id: string): Promise<Account | null> {
  const [row] = await db
    .select({ user: users, termsAccepted: latestTermsAccepted(users.id, users.firmId) })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? { ...row.user, termsAccepted: row.termsAccepted } : null;
}

/** The words a new password of the user may not be made of: their email, names and firm. */
export async function passwordContextOf(db: Database, userId: string): Promise<PasswordContext> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, surname: users.surname, firm: firms.name })
    .from(users)
    .innerJoin(firms, eq(firms.id, users.firmId))
    .where(eq(users.id, userId));
  return { email: row?.email ?? '', names: row ? [row.firstName, row.surname] : [], firm: row?.firm ?? null };
}

export async function findLockout(db: Database, email: string) {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).limit(1);
  return row ?? null;
}

/** Counts one failure for the email, atomically; the threshold-th failure in a row locks it. */
export async function recordFailure(db: Database, email: string, threshold: number, now: Date) {
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, failures: 1, lastFailureAt: now, lockedAt: threshold <= 1 ? now : null })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: {
        failures: sql`${loginAttempts.failures} + 1`,
        lastFailureAt: now,
        lockedAt: sql`case when ${loginAttempts.failures} + 1 >= ${threshold} then coalesce(${loginAttempts.lockedAt}, ${now.toISOString()}::timestamptz) else ${loginAttempts.lockedAt} end`,
      },
    })
    .returning({ failures: loginAttempts.failures, lockedAt: loginAttempts.lockedAt });
  return row!;
}

export async function setPendingMfaSecret(db: Database, userId: string, secret: string): Promise<string> {
  // Keep the first offered secret while set-up is under way, so a reload shows the same QR code.
  const [row] = await db
    .update(users)
    .set({ mfaPendingSecret: sql`coalesce(${users.mfaPendingSecret}, ${secret})` })
    .where(eq(users.id, userId))
    .returning({ secret: users.mfaPendingSecret });
  return row!.secret!;
}

export async function activateMfa(db: Database, userId: string, secret: string, step: number, now: Date) {
  await db
    .update(users)
    .set({ mfaSecret: secret, mfaPendingSecret: null, mfaLastStep: step, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function removeMfa(db: Database, userId: string, now: Date) {
  await db
    .update(users)
    .set({ mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * A new password also ends every reset and invite link still outstanding for the user, and any MFA
 * secret offered for set-up but not yet confirmed (whoever saw it with the old password loses it).
 */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now, mfaPendingSecret: null })
    .where(eq(users.id, userId));
  for (const table of [resetCodes, invites]) {
    await db
      .update(table)
      .set({ usedAt: now })
      .where(and(eq(table.userId, userId), isNull(table.usedAt)));
  }
}

export async function revokePendingSessions(db: Database, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.mfaVerified, false), isNull(sessions.revokedAt)));
}

export type CodeKind = 'invite' | 'reset';
const codeTable = { invite: invites, reset: resetCodes } as const;

export async function storeCode(
  db: Database,
  kind: CodeKind,
  values: { userId: string; codeHash: string; expiresAt: Date; createdBy: string | null; now: Date },
) {
  await db.insert(codeTable[kind]).values({
    userId: values.userId,
    codeHash: values.codeHash,
    expiresAt: values.expiresAt,
    createdBy: values.createdBy,
    createdAt: values.now,
  });
}

/** An unused, unexpired code of either kind, with its user. */
export async function findUsableCode(db: Database, codeHash: string, now: Date) {
  for (const kind of ['reset', 'invite'] as const) {
    const table = codeTable[kind];
    const [row] = await db
      .select({
        id: table.id,
        userId: table.userId,
        firmId: users.firmId,
        email: users.email,
        firstName: users.firstName,
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(
        and(
          eq(table.codeHash, codeHash),
          isNull(table.usedAt),
          gt(table.expiresAt, now),
          eq(users.active, true),
        ),
      )
      .limit(1);
    if (row) return { kind, ...row };
  }
  return null;
}

/** Marks a code used, atomically: of two requests with one code only one succeeds. */
export async function consumeCode(db: Database, kind: CodeKind, id: string, now: Date): Promise<boolean> {
  const table = codeTable[kind];
  const rows = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return rows.length === 1;
}
