import type { AdminInsightQuery } from '@sextant/contracts/admin-insights';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { insightAuthors, insightCategories, insightCategoryLinks, insights } from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';
import { inAnyCategory } from './repository';

const sameName = (column: typeof insightCategories.name | typeof insightAuthors.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

// ---------------------------------------------------------------------------------------------------
// Categories

// The outer column is named in full: Drizzle leaves columns unqualified in a one-table query.
const categoryArticles = sql<number>`(select count(*)::int from ${insightCategoryLinks} where ${insightCategoryLinks.categoryId} = "insight_categories"."id")`;

export async function listCategories(db: Database, firmId: string) {
  return db
    .select({ id: insightCategories.id, name: insightCategories.name, articleCount: categoryArticles })
    .from(insightCategories)
    .where(eq(insightCategories.firmId, firmId))
    .orderBy(asc(sql`lower(${insightCategories.name})`), asc(insightCategories.id));
}

export async function findCategory(db: Database, firmId: string, id: number) {
  const [row] = await db
    .select({ id: insightCategories.id, name: insightCategories.name, articleCount: categoryArticles })
    .from(insightCategories)
    .where(and(eq(insightCategories.id, id), eq(insightCategories.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

/** Whether another category of the firm has the name (case aside). */
export async function categoryNameTaken(db: Database, firmId: string, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: insightCategories.id })
    .from(insightCategories)
    .where(
      and(
        eq(insightCategories.firmId, firmId),
        sameName(insightCategories.name, name),
        exceptId === undefined ? undefined : ne(insightCategories.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertCategory(db: Database, firmId: string, name: string) {
  const [row] = await db.insert(insightCategories).values({ firmId, name }).returning();
  return row!;
}

export async function renameCategory(db: Database, firmId: string, id: number, name: string) {
  const [row] = await db
    .update(insightCategories)
    .set({ name })
    .where(and(eq(insightCategories.id, id), eq(insightCategories.firmId, firmId)))
    .returning();
  return row ?? null;
}

/** Deletes the category; its links go with it (ON DELETE CASCADE), the insights stay. */
export async function deleteCategory(db: Database, firmId: string, id: number) {
  const [row] = await db
    .delete(insightCategories)
    .where(and(eq(insightCategories.id, id), eq(insightCategories.firmId, firmId)))
    .returning();
  return row ?? null;
}

/** The ids among these that are categories of the firm. */
export async function firmCategoryIds(db: Database, firmId: string, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: insightCategories.id })
    .from(insightCategories)
    .where(and(eq(insightCategories.firmId, firmId), inArray(insightCategories.id, ids)));
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------------
// Authors

const authorArticles = sql<number>`(select count(*)::int from ${insights} where ${insights.authorId} = "insight_authors"."id")`;

const authorColumns = {
  id: insightAuthors.id,
  name: insightAuthors.name,
  role: insightAuthors.role,
  articleCount: authorArticles,
};

export async function listAuthors(db: Database, firmId: string) {
  return db
    .select(authorColumns)
    .from(insightAuthors)
    .where(eq(insightAuthors.firmId, firmId))
    .orderBy(asc(sql`lower(${insightAuthors.name})`), asc(insightAuthors.id));
}

export async function findAuthor(db: Database, firmId: string, id: number) {
  const [row] = await db
    .select(authorColumns)
    .from(insightAuthors)
    .where(and(eq(insightAuthors.id, id), eq(insightAuthors.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

export async function authorNameTaken(db: Database, firmId: string, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: insightAuthors.id })
    .from(insightAuthors)
    .where(
      and(
        eq(insightAuthors.firmId, firmId),
        sameName(insightAuthors.name, name),
        exceptId === undefined ? undefined : ne(insightAuthors.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertAuthor(db: Database, firmId: string, author: { name: string; role: string }) {
  const [row] = await db
    .insert(insightAuthors)
    .values({ firmId, ...author })
    .returning();
  return row!;
}

export async function updateAuthor(
  db: Database,
  firmId: string,
  id: number,
  changes: { name?: string | undefined; role?: string | undefined },
) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (!Object.keys(set).length) return findAuthor(db, firmId, id);
  const [row] = await db
    .update(insightAuthors)
    .set(set)
    .where(and(eq(insightAuthors.id, id), eq(insightAuthors.firmId, firmId)))
    .returning({ id: insightAuthors.id });
  return row ? findAuthor(db, firmId, id) : null;
}

/**
 * Deletes the author when no insight names them; answers 'in-use' otherwise (the foreign key would refuse
 * it anyway), or null for no such author of the firm.
 */
export async function deleteAuthor(db: Database, firmId: string, id: number) {
  const author = await findAuthor(db, firmId, id);
  if (!author) return null;
  if (author.articleCount > 0) return 'in-use' as const;
  try {
    const [row] = await db
      .delete(insightAuthors)
      .where(
        and(
          eq(insightAuthors.id, id),
          eq(insightAuthors.firmId, firmId),
          sql`not exists (select 1 from ${insights} where ${insights.authorId} = ${id})`,
        ),
      )
      .returning();
    return row ?? ('in-use' as const);
  } catch (error) {
    // An insight named the author between the check and the delete (23503 foreign key).
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') return 'in-use' as const;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Insights

const rowColumns = {
  id: insights.id,
  title: insights.title,
  status: insights.status,
  publishedAt: insights.publishedAt,
  updatedAt: insights.updatedAt,
  authorId: insightAuthors.id,
  authorName: insightAuthors.name,
};

const nullsLast = (column: SQL | typeof insights.publishedAt, order: 'asc' | 'desc') =>
  order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;

function adminInsightFilter(db: Database, firmId: string, query: AdminInsightQuery) {
  const conditions: SQL[] = [eq(insights.firmId, firmId)];
  if (query.q) conditions.push(ilike(insights.title, containsPattern(query.q)));
  if (query.status) conditions.push(eq(insights.status, query.status));
  if (query.category !== undefined) conditions.push(inAnyCategory(db, [query.category]));
  return and(...conditions);
}

/** A page of the firm's insights, drafts and published, for the back-office table. */
export async function listAdminInsights(db: Database, firmId: string, query: AdminInsightQuery) {
  const order = {
    title: sortedBy(sql`lower(${insights.title})`, query.order),
    published_at: nullsLast(insights.publishedAt, query.order),
    updated_at: sortedBy(insights.updatedAt, query.order),
    status: sortedBy(insights.status, query.order),
  }[query.sort];
  const { limit, offset } = pageWindow(query);
  return db
    .select({ ...rowColumns, total: totalRows })
    .from(insights)
    .innerJoin(insightAuthors, eq(insightAuthors.id, insights.authorId))
    .where(adminInsightFilter(db, firmId, query))
    .orderBy(order, desc(insights.updatedAt), asc(insights.id))
    .limit(limit)
    .offset(offset);
}

/** Rows in all, for a page beyond the last (where count(*) over () has no row to ride on). */
export async function countAdminInsights(db: Database, firmId: string, query: AdminInsightQuery) {
  const [row] = await db
    .select({ n: count() })
    .from(insights)
    .where(adminInsightFilter(db, firmId, query));
  return row?.n ?? 0;
}

export async function findAdminInsight(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      summary: insights.summary,
      body: insights.body,
      image: insights.image,
      createdAt: insights.createdAt,
    })
    .from(insights)
    .innerJoin(insightAuthors, eq(insightAuthors.id, insights.authorId))
    .where(and(eq(insights.id, id), eq(insights.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

/** The categories of each insight, by name. */
export async function categoriesOfInsights(db: Database, insightIds: string[]) {
  if (!insightIds.length) return [];
  return db
    .select({
      insightId: insightCategoryLinks.insightId,
      id: insightCategories.id,
      name: insightCategories.name,
    })
    .from(insightCategoryLinks)
    .innerJoin(insightCategories, eq(insightCategories.id, insightCategoryLinks.categoryId))
    .where(inArray(insightCategoryLinks.insightId, insightIds))
    .orderBy(asc(sql`lower(${insightCategories.name})`), asc(insightCategories.id));
}

export interface InsightFields {
  title: string;
  summary: string;
  body: string;
  image: string | null;
  authorId: number;
}

/** A new draft with its categories, in one transaction. */
export async function insertInsight(
  db: Database,
  firmId: string,
  fields: InsightFields,
  categoryIds: number[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(insights)
      .values({ firmId, ...fields, status: 'draft', createdAt: now, updatedAt: now })
      .returning({ id: insights.id });
    if (categoryIds.length) {
      await tx
        .insert(insightCategoryLinks)
        .values(categoryIds.map((categoryId) => ({ insightId: row!.id, categoryId })));
    }
    return row!.id;
  });
}

/** Changes the fields given and, when given, replaces the categories; false when no such insight. */
export async function updateInsight(
  db: Database,
  firmId: string,
  id: string,
  fields: Partial<InsightFields>,
  categoryIds: number[] | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(insights)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(insights.id, id), eq(insights.firmId, firmId)))
      .returning({ id: insights.id });
    if (!row) return false;
    if (categoryIds) {
      await tx.delete(insightCategoryLinks).where(eq(insightCategoryLinks.insightId, id));
      if (categoryIds.length) {
        await tx
          .insert(insightCategoryLinks)
          .values(categoryIds.map((categoryId) => ({ insightId: id, categoryId })));
      }
    }
    return true;
  });
}

/** Published from now; the first publication's time is kept through unpublishing and publishing again. */
export async function publishInsight(db: Database, firmId: string, id: string, now: Date) {
  const [row] = await db
    .update(insights)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${insights.publishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(insights.id, id), eq(insights.firmId, firmId)))
    .returning({ id: insights.id });
  return Boolean(row);
}

export async function unpublishInsight(db: Database, firmId: string, id: string, now: Date) {
  const [row] = await db
    .update(insights)
    .set({ status: 'draft', updatedAt: now })
    .where(and(eq(insights.id, id), eq(insights.firmId, firmId)))
    .returning({ id: insights.id });
  return Boolean(row);
}

/** Deletes a draft (likes and links go with it); answers 'published' for a published one, null for none. */
export async function deleteDraft(db: Database, firmId: string, id: string) {
  const [row] = await db
    .delete(insights)
    .where(and(eq(insights.id, id), eq(insights.firmId, firmId), eq(insights.status, 'draft')))
    .returning({ id: insights.id, title: insights.title });
  if (row) return row;
  const [exists] = await db
    .select({ id: insights.id })
    .from(insights)
    .where(and(eq(insights.id, id), eq(insights.firmId, firmId)))
    .limit(1);
  return exists ? ('published' as const) : null;
}
