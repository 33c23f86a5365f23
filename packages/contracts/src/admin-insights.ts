import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { Uuid } from './common';
import { NO_CONTROL_CHARACTERS } from './rules/text';

/** Category and author ids are small positive integers. */
export const InsightRefId = z.coerce.number().int().min(1).max(2_147_483_647);

/** Path params of a category or an author. */
export const InsightRefParams = z.object({ id: InsightRefId });

const Name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'Enter a name.' })
    .max(max, { message: `At most ${max} characters.` })
    .regex(NO_CONTROL_CHARACTERS, { message: 'Contains a character that is not allowed.' });

// ---------------------------------------------------------------------------------------------------
// Categories

export const AdminInsightCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Insights (drafts and published) filed under it. */
    article_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdminInsightCategory' });
export type AdminInsightCategory = z.infer<typeof AdminInsightCategory>;

/** `GET /v1/admin/insight-categories`: every category of the firm, by name. */
export const AdminInsightCategoryList = z
  .object({ items: z.array(AdminInsightCategory) })
  .meta({ id: 'AdminInsightCategoryList' });
export type AdminInsightCategoryList = z.infer<typeof AdminInsightCategoryList>;

/** `POST` and `PATCH` of a category: its name, unique in the firm. */
export const InsightCategoryInput = z.object({ name: Name(80) });
export type InsightCategoryInput = z.infer<typeof InsightCategoryInput>;

// ---------------------------------------------------------------------------------------------------
// Authors

export const AdminInsightAuthor = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** e.g. "Chartered Financial Planner"; may be empty. */
    role: z.string(),
    article_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdminInsightAuthor' });
export type AdminInsightAuthor = z.infer<typeof AdminInsightAuthor>;

export const AdminInsightAuthorList = z
  .object({ items: z.array(AdminInsightAuthor) })
  .meta({ id: 'AdminInsightAuthorList' });
export type AdminInsightAuthorList = z.infer<typeof AdminInsightAuthorList>;

const AuthorRole = z
  .string()
  .trim()
  .max(120, { message: 'At most 120 characters.' })
  .regex(NO_CONTROL_CHARACTERS, { message: 'Contains a character that is not allowed.' });

/** `POST /v1/admin/insight-authors`: the name is unique in the firm. */
export const InsightAuthorInput = z.object({ name: Name(120), role: AuthorRole.default('') });
export type InsightAuthorInput = z.input<typeof InsightAuthorInput>;

/** `PATCH /v1/admin/insight-authors/{id}`: the fields to change. */
export const InsightAuthorPatch = z.object({ name: Name(120).optional(), role: AuthorRole.optional() });
export type InsightAuthorPatch = z.infer<typeof InsightAuthorPatch>;

// ---------------------------------------------------------------------------------------------------
// Insights

export const AdminInsightStatus = z.enum(['draft', 'published']);
export type AdminInsightStatus = z.infer<typeof AdminInsightStatus>;

export const ADMIN_INSIGHT_SORTS = ['title', 'published_at', 'updated_at', 'status'] as const;
export type AdminInsightSort = (typeof ADMIN_INSIGHT_SORTS)[number];

/** `GET /v1/admin/insights`: search the title, sort, page; filter by status and by one category. */
export const AdminInsightQuery = tableQuery(ADMIN_INSIGHT_SORTS, 'updated_at', 'desc').extend({
  status: AdminInsightStatus.optional(),
  category: InsightRefId.optional(),
});
export type AdminInsightQuery = z.infer<typeof AdminInsightQuery>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** One row of the insights table. */
export const AdminInsightRow = z
  .object({
    uuid: Uuid,
    title: z.string(),
    status: AdminInsightStatus,
    /** Set at the first publication and kept through unpublishing; null for a draft never published. */
    published_at: z.iso.datetime().nullable(),
    updated_at: z.iso.datetime(),
    author: Ref,
    categories: z.array(Ref),
  })
  .meta({ id: 'AdminInsightRow' });
export type AdminInsightRow = z.infer<typeof AdminInsightRow>;

export const AdminInsightPage = tablePage(AdminInsightRow).meta({ id: 'AdminInsightPage' });
export type AdminInsightPage = z.infer<typeof AdminInsightPage>;

/** One insight as staff edit it: the row plus its text. `body` is the stored (sanitised) HTML. */
export const AdminInsight = AdminInsightRow.extend({
  summary: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  created_at: z.iso.datetime(),
}).meta({ id: 'AdminInsight' });
export type AdminInsight = z.infer<typeof AdminInsight>;

/** The largest body accepted (characters of HTML, before sanitising). */
export const INSIGHT_BODY_MAX = 200_000;

/** An https: address with a host name (no other scheme: the app shows it in <img src>). */
const isHttpsUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(url.hostname) && !url.username;
  } catch {
    return false;
  }
};

const ImageUrl = z
  .string()
  .trim()
  .max(2000, { message: 'At most 2,000 characters.', abort: true })
  .refine(isHttpsUrl, { message: 'Enter an https:// address.' });

/** `POST /v1/admin/insights`: a new draft. The body is HTML, sanitised when saved. */
export const InsightInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: 'Enter a title.' })
    .max(200, { message: 'At most 200 characters.' })
    .regex(NO_CONTROL_CHARACTERS, { message: 'Contains a character that is not allowed.' }),
  summary: z
    .string()
    .trim()
    .min(1, { message: 'Enter a summary.' })
    .max(1000, { message: 'At most 1,000 characters.' })
    .regex(NO_CONTROL_CHARACTERS, { message: 'Contains a character that is not allowed.' }),
  body: z
    .string()
    .min(1, { message: 'Write the article.' })
    .max(INSIGHT_BODY_MAX, { message: 'The article is too long.' }),
  /** An https: image address, or null for none. */
  image: ImageUrl.nullable().optional(),
  author_id: InsightRefId,
  category_ids: z.array(InsightRefId).max(50, { message: 'At most 50 categories.' }).default([]),
});
export type InsightInput = z.input<typeof InsightInput>;

/** `PATCH /v1/admin/insights/{id}`: the fields to change. */
export const InsightPatch = z.object({
  title: InsightInput.shape.title.optional(),
  summary: InsightInput.shape.summary.optional(),
  body: InsightInput.shape.body.optional(),
  image: ImageUrl.nullable().optional(),
  author_id: InsightRefId.optional(),
  category_ids: z.array(InsightRefId).max(50, { message: 'At most 50 categories.' }).optional(),
});
export type InsightPatch = z.input<typeof InsightPatch>;

/** `POST /v1/admin/insights/{id}/publish`: `notify` also tells every active client of the firm. */
export const PublishInsightRequest = z.object({ notify: z.boolean().default(false) });
export type PublishInsightRequest = z.input<typeof PublishInsightRequest>;

export const AdminInsightPublished = z
  .object({
    insight: AdminInsight,
    /** Clients notified (0 unless asked). */
    notified: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdminInsightPublished' });
export type AdminInsightPublished = z.infer<typeof AdminInsightPublished>;

/** Where the client app shows an insight (a notification's link). */
export const insightAppPath = (id: string) => `/tabs/insights/view/${id}`;
