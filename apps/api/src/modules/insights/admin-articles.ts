import type { TablePage } from '@sextant/contracts/admin';
import type {
  AdminInsight,
  AdminInsightQuery,
  AdminInsightRow,
  InsightInput,
  InsightPatch,
} from '@sextant/contracts/admin-insights';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { notFound, unprocessable } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import { audit } from './admin-audit';
import * as repo from './admin-repository';

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

/** The changed fields of an insight, its body made safe. */
function fieldsOf(patch: z.output<typeof InsightPatch>): Partial<repo.InsightFields> {
  const fields: Partial<repo.InsightFields> = {};
  if (patch.title !== undefined) fields.title = patch.title;
  if (patch.summary !== undefined) fields.summary = patch.summary;
  if (patch.body !== undefined) fields.body = cleanBody(patch.body);
  if (patch.image !== undefined) fields.image = patch.image;
  if (patch.author_id !== undefined) fields.authorId = patch.author_id;
  return fields;
}

export async function readInsight(db: Database, firmId: string, id: string): Promise<AdminInsight> {
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

/** The firm's insights as written: the list, one insight, a new one and changes to it. */
export function articleFlows(db: Database) {
  return {
    async listInsights(firmId: string, query: AdminInsightQuery): Promise<TablePage<AdminInsightRow>> {
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
    },

    async createInsight(actor: Actor, input: z.output<typeof InsightInput>): Promise<AdminInsight> {
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
      return readInsight(db, actor.firmId, id);
    },

    async updateInsight(
      actor: Actor,
      id: string,
      patch: z.output<typeof InsightPatch>,
    ): Promise<AdminInsight> {
      if (!(await repo.findAdminInsight(db, actor.firmId, id))) throw notFound('Insight');
      const fields = fieldsOf(patch);
      const categoryIds = await checkRefs(db, actor.firmId, patch.author_id, patch.category_ids);
      if (!(await repo.updateInsight(db, actor.firmId, id, fields, categoryIds, actor.now))) {
        throw notFound('Insight');
      }
      await audit(db, actor, 'admin.insight.update', id, {
        fields: Object.keys(patch).filter((key) => patch[key as keyof typeof patch] !== undefined),
      });
      return readInsight(db, actor.firmId, id);
    },
  };
}
