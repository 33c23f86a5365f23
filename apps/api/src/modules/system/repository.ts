import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { systemSettings } from '@/db/schema/index';

export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  return row?.value;
}
