import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { termsAcceptances, termsVersions } from '@/db/schema/index';

export async function latestTerms(db: Database, firmId: string) {
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(eq(termsVersions.firmId, firmId))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return row ?? null;
}

export async function hasAccepted(db: Database, userId: string, termsVersionId: string) {
  const [row] = await db
    .select({ userId: termsAcceptances.userId })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsVersionId, termsVersionId)))
    .limit(1);
  return Boolean(row);
}

export async function recordAcceptance(
  db: Database,
  userId: string,
  termsVersionId: string,
  ip: string,
  now: Date,
) {
  await db
    .insert(termsAcceptances)
    .values({ userId, termsVersionId, ip, acceptedAt: now })
    .onConflictDoNothing();
}
