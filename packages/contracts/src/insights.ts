import { z } from 'zod';
import { Link, PageNumber, Uuid } from './common';

/** Items on one page of GET /v1/insights. */
export const INSIGHT_PAGE_SIZE = 10;
/** At most this many category ids in one search. */
export const INSIGHT_MAX_CATEGORIES = 50;

const Timestamp = z.iso.datetime();

/** Category and author ids are small positive integers. */
const IntegerId = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,8}$/, { message: 'Give the number of a category or author (a whole number from 1).' })
  .transform(Number);

/**
 * GET /v1/insights query, with the bracket names the app sends. The server gathers
 * `InsightSearch[categories]=1`, repeated keys, `InsightSearch[categories][]=1` and comma lists
 * (`=1,2`) into one list before this schema sees it. Several categories match any of them.
 */
export const InsightSearchQuery = z.object({
  'InsightSearch[categories]': z.array(IntegerId).max(INSIGHT_MAX_CATEGORIES).optional(),
  'InsightSearch[writer]': IntegerId.optional(),
  page: PageNumber.optional(),
});
export type InsightSearchQuery = z.output<typeof InsightSearchQuery>;

export const InsightAuthorRef = z.object({ id: z.number().int(), name: z.string() });
export const InsightCategoryRef = z.object({ id: z.number().int(), name: z.string() });

/** One insight in a list. The app keeps like_count locally as `likes` (SPEC §3). */
export const InsightSummary = z
  .object({
    uuid: Uuid,
    title: z.string(),
    summary: z.string(),
    /** An image URL (https: or data:), or null. */
    image: z.string().nullable(),
    published_at: Timestamp,
    author: InsightAuthorRef,
    categories: z.array(InsightCategoryRef),
    like_count: z.number().int().nonnegative(),
    /** Whether the caller has liked it. */
    liked: z.boolean(),
    _links: z.object({ self: Link, like: Link }),
  })
  .meta({ id: 'InsightSummary' });
export type InsightSummary = z.infer<typeof InsightSummary>;

/** GET /v1/insights/{id}: the summary plus its body, HTML sanitised on the server. */
export const Insight = InsightSummary.extend({ body: z.string() }).meta({ id: 'Insight' });
export type Insight = z.infer<typeof Insight>;

/** A page of insights, newest first; `_links.next` is absent on the last page. */
export const InsightPage = z
  .object({
    items: z.array(InsightSummary),
    _links: z.object({ next: Link.optional() }),
  })
  .meta({ id: 'InsightPage' });
export type InsightPage = z.infer<typeof InsightPage>;

/** Categories or authors as an id-to-name map (`{ "1": "Markets" }`). */
export const IdNameMap = z.record(z.string(), z.string()).meta({ id: 'IdNameMap' });
export type IdNameMap = z.infer<typeof IdNameMap>;

/** POST /v1/insights/{id}/like: the new count; liking again changes nothing. */
export const InsightLiked = z
  .object({ like_count: z.number().int().nonnegative(), liked: z.literal(true) })
  .meta({ id: 'InsightLiked' });
export type InsightLiked = z.infer<typeof InsightLiked>;
