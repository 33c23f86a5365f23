import {
  type IdNameMap,
  INSIGHT_PAGE_SIZE,
  type Insight,
  type InsightPage,
  type InsightSearchQuery,
  type InsightSummary,
} from '@sextant/contracts/insights';
import { hrefOf } from '@sextant/contracts/route';
import { insightRoutes } from '@sextant/contracts/routes/insights';
import type { Database } from '@/db/client';
import { notFound } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import type { Reader } from './repository';
import * as repo from './repository';

export type { Reader };

type Row = Awaited<ReturnType<typeof repo.listInsights>>[number];
type Category = { id: number; name: string };

/** Images are shown in <img src>: only https: URLs and data: images pass. */
const SAFE_IMAGE = /^(https:\/\/|data:image\/(png|jpeg|gif|webp|avif);base64,)/i;
export const safeImage = (url: string | null) => (url && SAFE_IMAGE.test(url.trim()) ? url.trim() : null);

const insightLinks = (id: string) => ({
  self: { href: hrefOf(insightRoutes.readInsight, { id }) },
  like: { href: hrefOf(insightRoutes.likeInsight, { id }) },
});

function toSummary(row: Row, categories: Category[]): InsightSummary {
  return {
    uuid: row.id,
    title: row.title,
    summary: row.summary,
    image: safeImage(row.image),
    published_at: row.publishedAt!.toISOString(),
    author: { id: row.authorId, name: row.authorName },
    categories,
    like_count: Number(row.likeCount),
    liked: Boolean(row.liked),
    _links: insightLinks(row.id),
  };
}

async function withCategories(db: Database, reader: Reader, rows: Row[]) {
  const links = await repo.categoriesOf(
    db,
    reader.firmId,
    rows.map((row) => row.id),
  );
  const byInsight = new Map<string, Category[]>();
  for (const link of links) {
    const list = byInsight.get(link.insightId) ?? [];
    list.push({ id: link.id, name: link.name });
    byInsight.set(link.insightId, list);
  }
  return rows.map((row) => toSummary(row, byInsight.get(row.id) ?? []));
}

/** The same search on another page, as a link the app follows (SPEC §3 `_links.next.href`). */
export function searchHref(search: InsightSearchQuery, page: number): string {
  const query = new URLSearchParams();
  const categories = search['InsightSearch[categories]'];
  if (categories?.length) query.set('InsightSearch[categories]', categories.join(','));
  const writer = search['InsightSearch[writer]'];
  if (writer !== undefined) query.set('InsightSearch[writer]', String(writer));
  query.set('page', String(page));
  return `${hrefOf(insightRoutes.searchInsights)}?${query}`;
}

const toMap = (rows: Category[]): IdNameMap =>
  Object.fromEntries(rows.map((row) => [String(row.id), row.name]));

/** The firm's published insights as its clients read them. */
export function createInsightService(db: Database) {
  async function list(reader: Reader, search: InsightSearchQuery): Promise<InsightPage> {
    const page = search.page ?? 1;
    const categories = [...new Set(search['InsightSearch[categories]'] ?? [])];
    // One more than a page tells whether a next page exists.
    const rows = await repo.listInsights(
      db,
      reader,
      { categories, writer: search['InsightSearch[writer]'] },
      { limit: INSIGHT_PAGE_SIZE + 1, offset: (page - 1) * INSIGHT_PAGE_SIZE },
    );
    const more = rows.length > INSIGHT_PAGE_SIZE;
    const items = await withCategories(db, reader, rows.slice(0, INSIGHT_PAGE_SIZE));
    return {
      items,
      _links: more
        ? { next: { href: searchHref({ ...search, 'InsightSearch[categories]': categories }, page + 1) } }
        : {},
    };
  }

  /** One insight with its body sanitised now, whatever was stored. */
  async function read(reader: Reader, id: string): Promise<Insight> {
    const row = await repo.findInsight(db, reader, id);
    if (!row) throw notFound('Insight');
    const [summary] = await withCategories(db, reader, [row]);
    return { ...summary!, body: sanitizeFirmHtml(row.body) };
  }

  async function like(reader: Reader, id: string) {
    const likeCount = await repo.likeInsight(db, reader, id);
    if (likeCount === null) throw notFound('Insight');
    return { like_count: likeCount, liked: true as const };
  }

  async function categories(firmId: string) {
    return toMap(await repo.firmCategories(db, firmId));
  }

  async function authors(firmId: string) {
    return toMap(await repo.firmAuthors(db, firmId));
  }

  return { list, read, like, categories, authors };
}
export type InsightService = ReturnType<typeof createInsightService>;
