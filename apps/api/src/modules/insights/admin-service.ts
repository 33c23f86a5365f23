import type { TablePage } from '@sextant/contracts/admin';
import {
  type AdminInsight,
  type AdminInsightAuthor,
  type AdminInsightCategory,
  type AdminInsightPublished,
  type AdminInsightQuery,
  type AdminInsightRow,
  type InsightInput,
  type InsightPatch,
  insightAppPath,
} from '@sextant/contracts/admin-insights';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import { notifyClients } from '@/shared/notify/repository';
import * as repo from './admin-repository';

/** Every change is audited with who made it, for whose firm, from where and when. */
const audit = (db: Database, actor: Actor, action: string, subject: string, details: object) =>
  recordAudit(db, {
    action,
    ...auditedBy(actor),
    subject,
    details: details as Record<string, unknown>,
  });

/** A name clash found first, or raised by the unique key when two saves race: the same 422 either way. */
async function uniquely<T>(field: string, taken: boolean, save: () => Promise<T>): Promise<T> {
  const clash = unprocessable({ [field]: ['That name is already in use.'] });
  if (taken) throw clash;
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw clash;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Categories

const toCategory = (row: { id: number; name: string; articleCount: number }): AdminInsightCategory => ({
  id: row.id,
  name: row.name,
  article_count: Number(row.articleCount),
});

// ---------------------------------------------------------------------------------------------------
// Authors

const toAuthor = (row: {
  id: number;
  name: string;
  role: string;
  articleCount: number;
}): AdminInsightAuthor => ({
  id: row.id,
  name: row.name,
  role: row.role,
  article_count: Number(row.articleCount),
});

// ---------------------------------------------------------------------------------------------------
// Insights

type Ref = { id: number; name: string };

async function categoriesByInsight(db: Database, ids: string[]) {
  const byInsight = new Map<string, Ref[]>();
  for (const link of await repo.categoriesOfInsights(db, ids)) {
    const list = byInsight.get(link.insightId) ?? [];
    list.push({ id: link.id, name: link.name });
    byInsight.set(link.insightId, list);
  }
  return byInsight;
}

type Row = Awaited<ReturnType<typeof repo.listAdminInsights>>[number];

const toRow = (row: Omit<Row, 'total'>, categories: Ref[]): AdminInsightRow => ({
  uuid: row.id,
  title: row.title,
  status: row.status,
  published_at: row.publishedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
  author: { id: row.authorId, name: row.authorName },
  categories,
});

/** The body as stored: sanitised now; one that sanitises to nothing visible is refused. */
function cleanBody(html: string) {
  const body = sanitizeFirmHtml(html).trim();
  if (!body.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(body)) {
    throw unprocessable({ body: ['Write the article: nothing would be left to show once it is made safe.'] });
  }
  return body;
}

/** The author and categories must be the firm's own (an unknown id and another firm's answer alike). */
async function checkRefs(db: Database, firmId: string, authorId?: number, categoryIds?: number[]) {
  const errors: Record<string, string[]> = {};
  if (authorId !== undefined && !(await repo.findAuthor(db, firmId, authorId))) {
    errors.author_id = ['Choose one of the firm’s authors.'];
  }
  const unique = categoryIds ? [...new Set(categoryIds)] : undefined;
  if (unique?.length) {
    const known = new Set(await repo.firmCategoryIds(db, firmId, unique));
    if (unique.some((id) => !known.has(id))) errors.category_ids = ['Choose the firm’s own categories.'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return unique;
}

/** The notification that tells clients of a new insight (limits of a staff-sent notification). */
const insightNotification = (insight: AdminInsight) => ({
  title: insight.title.length > 120 ? `${insight.title.slice(0, 119)}…` : insight.title,
  body: insight.summary.length > 2000 ? `${insight.summary.slice(0, 1999)}…` : insight.summary,
  link: insightAppPath(insight.uuid),
});

/** The firm's insights, categories and authors in the back office; every change audited. */
export function createInsightAdminService(db: Database) {
  async function listCategories(firmId: string) {
    return { items: (await repo.listCategories(db, firmId)).map(toCategory) };
  }

  async function createCategory(actor: Actor, name: string) {
    const taken = await repo.categoryNameTaken(db, actor.firmId, name);
    const row = await uniquely('name', taken, () => repo.insertCategory(db, actor.firmId, name));
    await audit(db, actor, 'admin.insight_category.create', String(row.id), { name });
    return toCategory({ ...row, articleCount: 0 });
  }

  async function renameCategory(actor: Actor, id: number, name: string) {
    const before = await repo.findCategory(db, actor.firmId, id);
    if (!before) throw notFound('Category');
    const taken = await repo.categoryNameTaken(db, actor.firmId, name, id);
    const row = await uniquely('name', taken, () => repo.renameCategory(db, actor.firmId, id, name));
    if (!row) throw notFound('Category');
    await audit(db, actor, 'admin.insight_category.update', String(id), { from: before.name, name });
    return toCategory({ ...row, articleCount: before.articleCount });
  }

  async function deleteCategory(actor: Actor, id: number) {
    const row = await repo.deleteCategory(db, actor.firmId, id);
    if (!row) throw notFound('Category');
    await audit(db, actor, 'admin.insight_category.delete', String(id), { name: row.name });
    return { message: 'The category was deleted.' };
  }

  async function listAuthors(firmId: string) {
    return { items: (await repo.listAuthors(db, firmId)).map(toAuthor) };
  }

  async function createAuthor(actor: Actor, author: { name: string; role: string }) {
    const taken = await repo.authorNameTaken(db, actor.firmId, author.name);
    const row = await uniquely('name', taken, () => repo.insertAuthor(db, actor.firmId, author));
    await audit(db, actor, 'admin.insight_author.create', String(row.id), author);
    return toAuthor({ ...row, articleCount: 0 });
  }

  async function updateAuthor(
    actor: Actor,
    id: number,
    changes: { name?: string | undefined; role?: string | undefined },
  ) {
    const before = await repo.findAuthor(db, actor.firmId, id);
    if (!before) throw notFound('Author');
    const taken =
      changes.name !== undefined && (await repo.authorNameTaken(db, actor.firmId, changes.name, id));
    const row = await uniquely('name', taken, () => repo.updateAuthor(db, actor.firmId, id, changes));
    if (!row) throw notFound('Author');
    await audit(db, actor, 'admin.insight_author.update', String(id), {
      from: { name: before.name, role: before.role },
      to: { name: row.name, role: row.role },
    });
    return toAuthor(row);
  }

  async function deleteAuthor(actor: Actor, id: number) {
    const result = await repo.deleteAuthor(db, actor.firmId, id);
    if (!result) throw notFound('Author');
    if (result === 'in-use') {
      throw unprocessable(
        { author: ['Insights still name this author: give them another author first.'] },
        'The author is still in use.',
      );
    }
    await audit(db, actor, 'admin.insight_author.delete', String(id), { name: result.name });
    return { message: 'The author was deleted.' };
  }

  async function listInsights(firmId: string, query: AdminInsightQuery): Promise<TablePage<AdminInsightRow>> {
    const rows = await repo.listAdminInsights(db, firmId, query);
    const categories = await categoriesByInsight(
      db,
      rows.map((row) => row.id),
    );
    const total = rows[0]?.total ?? (query.page > 1 ? await repo.countAdminInsights(db, firmId, query) : 0);
    return {
      items: rows.map((row) => toRow(row, categories.get(row.id) ?? [])),
      total: Number(total),
      page: query.page,
      per_page: query.per_page,
    };
  }

  async function readInsight(firmId: string, id: string): Promise<AdminInsight> {
    const row = await repo.findAdminInsight(db, firmId, id);
    if (!row) throw notFound('Insight');
    const categories = (await categoriesByInsight(db, [id])).get(id) ?? [];
    return {
      ...toRow(row, categories),
      summary: row.summary,
      body: row.body,
      image: row.image,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function createInsight(actor: Actor, input: z.output<typeof InsightInput>): Promise<AdminInsight> {
    const body = cleanBody(input.body);
    const categoryIds = (await checkRefs(db, actor.firmId, input.author_id, input.category_ids)) ?? [];
    const id = await repo.insertInsight(
      db,
      actor.firmId,
      {
        title: input.title,
        summary: input.summary,
        body,
        image: input.image ?? null,
        authorId: input.author_id,
      },
      categoryIds,
      actor.now,
    );
    await audit(db, actor, 'admin.insight.create', id, { title: input.title });
    return readInsight(actor.firmId, id);
  }

  async function updateInsight(
    actor: Actor,
    id: string,
    patch: z.output<typeof InsightPatch>,
  ): Promise<AdminInsight> {
    if (!(await repo.findAdminInsight(db, actor.firmId, id))) throw notFound('Insight');
    const body = patch.body === undefined ? undefined : cleanBody(patch.body);
    const categoryIds = await checkRefs(db, actor.firmId, patch.author_id, patch.category_ids);
    const fields: Partial<repo.InsightFields> = {};
    if (patch.title !== undefined) fields.title = patch.title;
    if (patch.summary !== undefined) fields.summary = patch.summary;
    if (body !== undefined) fields.body = body;
    if (patch.image !== undefined) fields.image = patch.image;
    if (patch.author_id !== undefined) fields.authorId = patch.author_id;
    if (!(await repo.updateInsight(db, actor.firmId, id, fields, categoryIds, actor.now))) {
      throw notFound('Insight');
    }
    await audit(db, actor, 'admin.insight.update', id, {
      fields: Object.keys(patch).filter((key) => patch[key as keyof typeof patch] !== undefined),
    });
    return readInsight(actor.firmId, id);
  }

  /**
   * Publishes the insight (its first publication time is kept when published again) and, when asked,
   * notifies every active client of the firm, linking to the article in the app.
   */
  async function publishInsight(actor: Actor, id: string, notify: boolean): Promise<AdminInsightPublished> {
    if (!(await repo.publishInsight(db, actor.firmId, id, actor.now))) throw notFound('Insight');
    const insight = await readInsight(actor.firmId, id);
    let notified = 0;
    if (notify) {
      const notification = insightNotification(insight);
      notified = await notifyClients(db, actor.firmId, 'all', notification, actor.now);
      // Listed with the notifications staff sent, like one composed by hand.
      await audit(db, actor, 'admin.notification.send', 'all', {
        ...notification,
        audience: { type: 'all', client_id: null, client_name: null },
        sent: notified,
        insight_id: id,
      });
    }
    await audit(db, actor, 'admin.insight.publish', id, { title: insight.title, notified });
    return { insight, notified };
  }

  async function unpublishInsight(actor: Actor, id: string): Promise<AdminInsight> {
    if (!(await repo.unpublishInsight(db, actor.firmId, id, actor.now))) throw notFound('Insight');
    const insight = await readInsight(actor.firmId, id);
    await audit(db, actor, 'admin.insight.unpublish', id, { title: insight.title });
    return insight;
  }

  async function deleteInsight(actor: Actor, id: string) {
    const result = await repo.deleteDraft(db, actor.firmId, id);
    if (!result) throw notFound('Insight');
    if (result === 'published') {
      throw unprocessable(
        { status: ['Unpublish the insight before deleting it.'] },
        'A published insight cannot be deleted.',
      );
    }
    await audit(db, actor, 'admin.insight.delete', id, { title: result.title });
    return { message: 'The draft was deleted.' };
  }

  return {
    listCategories,
    createCategory,
    renameCategory,
    deleteCategory,
    listAuthors,
    createAuthor,
    updateAuthor,
    deleteAuthor,
    listInsights,
    readInsight,
    createInsight,
    updateInsight,
    publishInsight,
    unpublishInsight,
    deleteInsight,
  };
}
export type InsightAdminService = ReturnType<typeof createInsightAdminService>;
