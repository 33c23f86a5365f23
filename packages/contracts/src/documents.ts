import { z } from 'zod';
import { Line, Uuid } from './common';
import { DOCUMENT_CATEGORIES, DOCUMENT_REQUIREMENTS, DOCUMENT_TEXTS } from './rules/documents';

export {
  ACKNOWLEDGE_STATEMENT,
  CLIENT_DOCUMENT_MAX_BYTES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_TEXTS,
} from './rules/documents';

export const DocumentCategory = z.enum(DOCUMENT_CATEGORIES);
export type DocumentCategory = z.infer<typeof DocumentCategory>;

/** What the client must do with a document: nothing, acknowledge it, or sign it. */
export const DocumentRequirement = z.enum(DOCUMENT_REQUIREMENTS);
export type DocumentRequirement = z.infer<typeof DocumentRequirement>;

export const ClientDocument = z
  .object({
    uuid: Uuid,
    title: z.string(),
    category: DocumentCategory,
    /** 1 for the first version; a correction is the next. */
    version: z.number().int().positive(),
    requires: DocumentRequirement,
    policy: z.object({ uuid: Uuid, reference: z.string(), product_type: z.string() }).nullable(),
    published_at: z.iso.datetime(),
    filename: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string(),
    /** Not opened or downloaded yet. */
    unread: z.boolean(),
    /** What the client still has to do: `acknowledge`, `sign` or nothing. */
    action: z.enum(['acknowledge', 'sign']).nullable(),
    opened_at: z.iso.datetime().nullable(),
    /** When the client acknowledged or signed this version. */
    completed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ClientDocument' });
export type ClientDocument = z.infer<typeof ClientDocument>;

/** `GET /v1/document`: newest first; filters combine. */
export const DocumentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  category: DocumentCategory.optional(),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  /** `unread`: not opened yet; `action`: to acknowledge or sign. */
  status: z.enum(['unread', 'action']).optional(),
});

export const DocumentPage = z
  .object({
    documents: z.array(ClientDocument),
    pagination: z.object({
      totalCount: z.number().int().nonnegative(),
      defaultPageSize: z.number().int().positive(),
      pageCount: z.number().int().nonnegative(),
      currentPage: z.number().int().positive(),
    }),
    /** Across every page, whatever the filters. */
    counts: z.object({ unread: z.number().int().nonnegative(), action: z.number().int().nonnegative() }),
    /** The years that have documents, newest first (the year filter's choices). */
    years: z.array(z.number().int()),
  })
  .meta({ id: 'DocumentPage' });
export type DocumentPage = z.infer<typeof DocumentPage>;

/** `GET /v1/document/{id}/file`: `download=1` records a download, otherwise an opening. */
export const DocumentFileQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** `POST /v1/document/{id}/sign`: the full name as on the account, and a fresh authenticator code. */
export const SignDocumentRequest = z.object({
  full_name: Line('Full name', 200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: DOCUMENT_TEXTS.codeInvalid }),
});
export type SignDocumentRequest = z.input<typeof SignDocumentRequest>;
