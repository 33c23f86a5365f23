import { and, asc, count, desc, eq, exists, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  insightAuthors,
  insightCategories,
  insightCategoryLinks,
  insightLikes,
  insights,
} from '@/db/schema/index';

/** Whose view of the insights: a firm's clients see the firm's published ones. */
export interface Reader {
  firmId: string;
  userId: string;
  now: Date;
}

export interface InsightFilter {
  /** Any of these categories. */
  categories?: number[] | undefined;
  writer?: number | undefined;
}

/** Published by the reader's firm, and not scheduled for later. */
const visibleTo = (reader: Reader): SQL =>
  and(
    eq(insights.firmId, reader.firmId),
    eq(insights.status, 'published'),
    lte(insights.publishedAt, reader.now),
  )!;

/** The insight is filed under any of these categories. */
export const inAnyCategory = (db: Database, categoryIds: number[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(insightCategoryLinks)
      .where(
        and(
          eq(insightCategoryLinks.insightId, insights.id),
          inArray(insightCategoryLinks.categoryId, categoryIds),
        ),
      ),
  );

const summaryColumns = (reader: Reader) => ({
  id: insights.id,
  title: insights.title,
  summary: insights.summary,
  image: insights.image,
  publishedAt: insights.publishedAt,
  authorId: insightAuthors.id,
  authorName: insightAuthors.name,
  likeCount: sql<number>`(select count(*)::int from ${insightLikes} where ${insightLikes.insightId} = ${insights.id})`,
  liked: sql<boolean>`exists (select 1 from ${insightLikes} where ${insightLikes.insightId} = ${insights.id} and ${insightLikes.userId} = ${reader.userId})`,
});

/** A page of visible insights, newest first, through the (firm, status, published_at desc, id) index. */
export async function listInsights(
  db: Database,
  reader: Reader,
  filter: InsightFilter,
  page: { limit: number; offset: number },
) {
  const conditions = [visibleTo(reader)];
  if (filter.writer !== undefined) conditions.push(eq(insights.authorId, filter.writer));
  if (filter.categories?.length) conditions.push(inAnyCategory(db, filter.categories));
  return db
    .select(summaryColumns(reader))
    .from(insights)
    .innerJoin(insightAuthors, eq(insightAuthors.id, insights.authorId))
    .where(and(...conditions))
    .orderBy(desc(insights.publishedAt), asc(insights.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One visible insight with its body, or null. */
export async function findInsight(db: Database, reader: Reader, id: string) {
  const [row] = await db
    .select({ ...summaryColumns(reader), body: insights.body })
    .from(insights)
    .innerJoin(insightAuthors, eq(insightAuthors.id, insights.authorId))
    .where(and(eq(insights.id, id), visibleTo(reader)))
    .limit(1);
  return row ?? null;
}

/** The categories of each insight, by name. */
export async function categoriesOf(db: Database, firmId: string, insightIds: string[]) {
  if (!insightIds.length) return [];
  return db
    .select({
      insightId: insightCategoryLinks.insightId,
      id: insightCategories.id,
      name: insightCategories.name,
    })
    .from(insightCategoryLinks)
    .innerJoin(insightCategories, eq(insightCategories.id, insightCategoryLinks.categoryId))
    .where(and(inArray(insightCategoryLinks.insightId, insightIds), eq(insightCategories.firmId, firmId)))
    .orderBy(asc(insightCategories.name));
}

export async function firmCategories(db: Database, firmId: string) {
  return db
    .select({ id: insightCategories.id, name: insightCategories.name })
    .from(insightCategories)
    .where(eq(insightCategories.firmId, firmId))
    .orderBy(asc(insightCategories.id));
}

export async function firmAuthors(db: Database, firmId: string) {
  return db
    .select({ id: insightAuthors.id, name: insightAuthors.name })
    .from(insightAuthors)
    .where(eq(insightAuthors.firmId, firmId))
    .orderBy(asc(insightAuthors.id));
}

/**
 * Records the reader's like of a visible insight (once: a second like changes nothing) and answers the
 * like count, or null when the insight is not visible to the reader.
 */
export async function likeInsight(db: Database, reader: Reader, id: string): Promise<number | null> {
  const [visible] = await db
    .select({ id: insights.id })
    .from(insights)
    .where(and(eq(insights.id, id), visibleTo(reader)))
    .limit(1);
  if (!visible) return null;
  await db
    .insert(insightLikes)
    .values({ insightId: id, userId: reader.userId, createdAt: reader.now })
    .onConflictDoNothing();
  const [row] = await db.select({ n: count() }).from(insightLikes).where(eq(insightLikes.insightId, id));
  return row?.n ?? 0;
}
