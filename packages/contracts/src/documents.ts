import { z } from 'zod';
import { Line, Uuid } from './common';

/** What a document is; the vault groups by it. */
export const DOCUMENT_CATEGORIES = [
  'valuation_statement',
  'annual_review_pack',
  'suitability_report',
  'contract_note',
  'tax_certificate',
  'letter',
  'other',
] as const;
export const DocumentCategory = z.enum(DOCUMENT_CATEGORIES);
export type DocumentCategory = z.infer<typeof DocumentCategory>;

/** Category names as clients read them. */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  valuation_statement: 'Valuation statements',
  annual_review_pack: 'Annual review packs',
  suitability_report: 'Suitability reports',
  contract_note: 'Contract notes',
  tax_certificate: 'Tax certificates',
  letter: 'Letters',
  other: 'Other documents',
};

/** What the client must do with a document: nothing, acknowledge it, or sign it. */
export const DocumentRequirement = z.enum(['none', 'acknowledge', 'sign']);
export type DocumentRequirement = z.infer<typeof DocumentRequirement>;

/** The statement a client accepts by acknowledging a document. */
export const ACKNOWLEDGE_STATEMENT = 'I have read and understood this document';

/** PDFs only, told by their bytes, at most 20 MB. */
export const CLIENT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_PAGE_SIZE = 20;

export const DOCUMENT_TEXTS = {
  nameMismatch: 'Type your full name as it is on your account: your first name and surname.',
  codeInvalid: 'That code did not work. Enter the 6-digit code your authenticator app shows now.',
  notPdf: 'The file is not a PDF.',
  tooLarge: 'The file can be at most 20 MB.',
  empty: 'Choose a PDF file.',
  alreadyDone: 'This document has already been acknowledged or signed.',
  nothingToDo: 'This document does not need acknowledging or signing.',
} as const;

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
