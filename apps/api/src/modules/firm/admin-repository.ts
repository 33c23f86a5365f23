import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { firms } from '@/db/schema/index';

export type FirmChanges = Partial<
  Pick<
    typeof firms.$inferInsert,
    'name' | 'bio' | 'fcaNumber' | 'fcaRegisteredDate' | 'supportEmail' | 'logo'
  >
>;

/** Saves the changes; answers the firm as it now is (null when there is no such firm). */
export async function updateFirm(db: Database, firmId: string, changes: FirmChanges) {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(firms).where(eq(firms.id, firmId)).limit(1);
    return row ?? null;
  }
  const [row] = await db.update(firms).set(changes).where(eq(firms.id, firmId)).returning();
  return row ?? null;
}
