import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { providers } from '@/db/schema/index';

export async function listFirmProviders(db: Database, firmId: string) {
  return db.select().from(providers).where(eq(providers.firmId, firmId)).orderBy(asc(providers.name));
}

export async function findFirmProvider(db: Database, firmId: string, providerId: string) {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.firmId, firmId)))
    .limit(1);
  return row ?? null;
}
