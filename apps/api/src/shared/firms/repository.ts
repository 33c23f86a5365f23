import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { firms } from '@/db/schema/index';

/** A new firm on the deployment (the `create-firm` command); answers its id. */
export async function insertFirm(
  db: Database,
  values: { name: string; fcaNumber: string; fcaRegisteredDate: string; supportEmail: string },
  now: Date,
) {
  const [row] = await db
    .insert(firms)
    .values({ ...values, createdAt: now })
    .returning({ id: firms.id });
  return row!.id;
}

/** Every firm of the deployment, oldest first (at most a few: one a business). */
export async function listFirms(db: Database) {
  return db.select({ id: firms.id, name: firms.name }).from(firms).orderBy(asc(firms.createdAt)).limit(1000);
}

export async function findFirm(db: Database, id: string) {
  const [row] = await db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(eq(firms.id, id))
    .limit(1);
  return row ?? null;
}
