import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/queries';
import { termsVersions, users } from '@/db/schema/index';

const EXCERPT = 200;

/** The firm's versions, newest first, with how many of the firm's active clients accepted each. */
export async function listVersions(db: Database, firmId: string) {
  return db
    .select({
      id: termsVersions.id,
      version: termsVersions.version,
      createdAt: termsVersions.createdAt,
      excerpt: sql<string>`left(${termsVersions.text}, ${EXCERPT})`,
      length: sql<number>`cast(char_length(${termsVersions.text}) as integer)`,
      accepted: sql<number>`cast((
        select count(*) from terms_acceptances ta join users u on u.id = ta.user_id
        where ta.terms_version_id = terms_versions.id and u.role = 'client' and u.active
      ) as integer)`,
    })
    .from(termsVersions)
    .where(eq(termsVersions.firmId, firmId))
    .orderBy(desc(termsVersions.version));
}

export async function latestText(db: Database, firmId: string) {
  const [row] = await db
    .select({ text: termsVersions.text })
    .from(termsVersions)
    .where(eq(termsVersions.firmId, firmId))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return row?.text ?? null;
}

export async function countActiveClients(db: Database, firmId: string) {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.role, 'client'), eq(users.active, true)));
  return Number(row?.n ?? 0);
}

/** Adds the next version (the firm's highest + 1) in one statement; two at once collide on the unique key. */
export async function insertNextVersion(db: Database, firmId: string, text: string, now: Date) {
  const result = await db.execute(sql`
    insert into terms_versions (firm_id, version, text, created_at)
    select ${firmId}, coalesce(max(version), 0) + 1, ${text}, ${now.toISOString()}
    from terms_versions where firm_id = ${firmId}
    returning id, version`);
  const [row] = rowsOf<{ id: string; version: number }>(result);
  return { id: row!.id, version: Number(row!.version) };
}
