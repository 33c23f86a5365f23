import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { firms, supportReasons, supportRequests, users } from '@/db/schema/index';

/**
 * The reasons offered before sign-in: the shared ones, and the firm's own when the deployment serves one
 * firm (with several, the firm is unknown until the visitor signs in, so only the shared ones can be offered).
 */
export async function listOfferedReasons(db: Database): Promise<string[]> {
  const onlyFirm = await db.select({ id: firms.id }).from(firms).limit(2);
  const rows = await db
    .select({ label: supportReasons.label })
    .from(supportReasons)
    .where(
      and(
        eq(supportReasons.active, true),
        onlyFirm.length === 1
          ? or(isNull(supportReasons.firmId), eq(supportReasons.firmId, onlyFirm[0]!.id))
          : isNull(supportReasons.firmId),
      ),
    )
    .orderBy(sql`${supportReasons.firmId} nulls first`, asc(supportReasons.position), asc(supportReasons.id));
  return [...new Set(rows.map((r) => r.label))];
}

export async function findFirmOfEmail(db: Database, email: string) {
  const [row] = await db
    .select({ userId: users.id, firmId: firms.id, supportEmail: firms.supportEmail, firmName: firms.name })
    .from(users)
    .innerJoin(firms, eq(firms.id, users.firmId))
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function storeSupportRequest(db: Database, values: typeof supportRequests.$inferInsert) {
  await db.insert(supportRequests).values(values);
}
