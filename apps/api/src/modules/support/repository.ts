import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firms, supportReasons, supportRequests, users } from '../../db/schema/index';

/** The reasons offered to everyone (a firm's own reasons need a signed-in client to know the firm). */
export async function listSharedReasons(db: Database): Promise<string[]> {
  const rows = await db
    .select({ label: supportReasons.label })
    .from(supportReasons)
    .where(and(isNull(supportReasons.firmId), eq(supportReasons.active, true)))
    .orderBy(asc(supportReasons.position), asc(supportReasons.id));
  return rows.map((r) => r.label);
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
