import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { firms } from '@/db/schema/index';

export async function findFirm(db: Database, firmId: string) {
  const [row] = await db.select().from(firms).where(eq(firms.id, firmId)).limit(1);
  return row ?? null;
}
