import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { InputDate, IsoDate, Line, Uuid } from './common';
import { Money, Wrapper } from './money';
import { ValuationSource } from './policies';

/** An import's CSV: at most this many bytes, as a multipart `file` or as the whole body. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The types an import's CSV may come as the whole body in (the import page sends it so, to show progress). */
export const CSV_MEDIA_TYPES = ['text/csv', 'text/plain', 'application/csv'] as const;

/** The firm's policy reference: what valuation imports name a policy by; unique in the firm. */
export const PolicyReference = Line('reference', 64);

/** ISO 4217 code, upper case (`gbp` is taken as `GBP`). */
export const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'Enter a three-letter currency code such as GBP.' });

/**
 * The most whole digits an amount anyone enters may have (a valuation's value, a transaction's amount, typed
 * or imported): under 10,000,000,000 of its currency. Each is then under 1e12 pence, so a sum of up to 9,000
 * of them is still an exact number in JavaScript (2^53 is about 9.007e15), far beyond any client's flows.
 */
export const AMOUNT_MAX_WHOLE_DIGITS = 10;

/** The limit as people read it: "10,000,000,000". */
const AMOUNT_LIMIT = `1${'0'.repeat(AMOUNT_MAX_WHOLE_DIGITS)}`.replace(/\B(?=(\d{3})+$)/g, ',');

/** Why an amount with more whole digits than AMOUNT_MAX_WHOLE_DIGITS is refused, naming it ("value", "amount"). */
export const amountTooLarge = (noun: string) => `The ${noun} is too large: it must be under ${AMOUNT_LIMIT}.`;

const StartDate = InputDate;

const PolicyFields = z.object({
  client_id: z.uuid({ message: 'Choose a client.' }),
  provider_id: z.uuid({ message: 'Choose a provider.' }),
  reference: PolicyReference,
  product_type: Line('product type', 120),
  start_date: StartDate,
  currency: CurrencyCode,
  /** The tax wrapper (allowances and allocation read it); the product type stays free text. */
  wrapper: Wrapper,
  /**
   * The first valuation is money brought in (the policy was added with it), although the provider's history
   * has a few flows before it; without it, it is brought in only when no flow comes on or before it.
   */
  first_value_brought_in: z.boolean(),
});

/** POST /v1/admin/policies (currency GBP and wrapper `other` unless given). */
export const AdminPolicyCreate = PolicyFields.extend({
  currency: CurrencyCode.default('GBP'),
  wrapper: Wrapper.default('other'),
  first_value_brought_in: z.boolean().default(false),
});
export type AdminPolicyCreate = z.input<typeof AdminPolicyCreate>;

/** PATCH /v1/admin/policies/{id}: any of the fields, no defaults. */
export const AdminPolicyUpdate = PolicyFields.partial().refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  { message: 'Change at least one field.' },
);
export type AdminPolicyUpdate = z.input<typeof AdminPolicyUpdate>;

export const POLICY_SORTS = ['reference', 'client', 'provider', 'start_date', 'latest_value'] as const;
export type PolicySort = (typeof POLICY_SORTS)[number];

/** GET /v1/admin/policies: search reference, client or provider name; `client` narrows to one client. */
export const AdminPolicyQuery = tableQuery(POLICY_SORTS, 'reference').extend({
  client: z.uuid().optional(),
});

const LatestValuation = z.object({ date: IsoDate, value: z.number(), currency: z.string() }).nullable();

export const AdminPolicy = z
  .object({
    uuid: Uuid,
    reference: z.string(),
    product_type: z.string(),
    start_date: IsoDate,
    currency: z.string(),
    wrapper: Wrapper,
    first_value_brought_in: z.boolean(),
    client: z.object({ uuid: Uuid, name: z.string(), email: z.string() }),
    provider: z.object({ uuid: Uuid, name: z.string() }),
    latest_valuation: LatestValuation,
  })
  .meta({ id: 'AdminPolicy' });
export type AdminPolicy = z.infer<typeof AdminPolicy>;

export const AdminPolicyPage = tablePage(AdminPolicy).meta({ id: 'AdminPolicyPage' });
export type AdminPolicyPage = z.infer<typeof AdminPolicyPage>;

export const AdminPolicyDetail = AdminPolicy.extend({
  valuation_count: z.number().int(),
  created_at: z.string(),
}).meta({ id: 'AdminPolicyDetail' });
export type AdminPolicyDetail = z.infer<typeof AdminPolicyDetail>;

/** GET /v1/admin/policies/options: the pickers of the policy form. */
export const AdminPolicyOptionsQuery = z.object({ q: z.string().trim().max(200).optional() });
export const AdminPolicyOptions = z
  .object({
    /** Active clients matching q (name or email), at most 20. */
    clients: z.array(z.object({ uuid: Uuid, name: z.string(), email: z.string() })),
    /** The firm's providers, by name. */
    providers: z.array(z.object({ uuid: Uuid, name: z.string() })),
  })
  .meta({ id: 'AdminPolicyOptions' });
export type AdminPolicyOptions = z.infer<typeof AdminPolicyOptions>;

export const VALUATION_SORTS = ['date', 'value'] as const;
export type ValuationSort = (typeof VALUATION_SORTS)[number];
export const AdminValuationQuery = tableQuery(VALUATION_SORTS, 'date', 'desc');

export const AdminValuation = z
  .object({ date: IsoDate, value: z.number(), currency: z.string(), source: ValuationSource })
  .meta({ id: 'AdminValuation' });
export type AdminValuation = z.infer<typeof AdminValuation>;
export const AdminValuationPage = tablePage(AdminValuation).meta({ id: 'AdminValuationPage' });
export type AdminValuationPage = z.infer<typeof AdminValuationPage>;

/** The columns of a valuation CSV, in this order, as its first line. */
export const VALUATION_CSV_HEADER = ['policy_reference', 'date', 'value', 'currency'] as const;
/** At most this many row errors are listed; `error_count` counts them all. */
export const IMPORT_ERRORS_LISTED = 1000;

export const ImportRowError = z.object({
  /** Line number in the file (the header is line 1). */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

export const ImportReport = z
  .object({
    /** Data rows read (blank lines left out). */
    rows: z.number().int(),
    /** Rows inserted (in a preview's job: that confirming would insert). */
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** True once written; false when any row was bad (then nothing changed) and in a preview's job. */
    applied: z.boolean(),
    error_count: z.number().int(),
    /** The first IMPORT_ERRORS_LISTED errors, in file order. */
    errors: z.array(ImportRowError),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportStatus = z.enum(['validating', 'writing', 'done', 'failed']);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** What a file holds: valuations (`policy_reference,date,value,currency`) or transactions. */
export const ImportKind = z.enum(['valuations', 'transactions']);
export type ImportKind = z.infer<typeof ImportKind>;

/**
 * Why a row looks wrong though it is valid (the file can still be confirmed):
 * `large_move` a valuation more than 25% from the policy's previous one, its transactions between them
 * explaining less than half of the move; `before_start` dated before the policy's start; `before_latest`
 * dated more than 31 days before the policy's latest valuation; `possible_duplicate` a transaction equal in
 * date, type and amount to one the policy already has without a reference.
 */
export const PreviewFlagCode = z.enum(['large_move', 'before_start', 'before_latest', 'possible_duplicate']);
export type PreviewFlagCode = z.infer<typeof PreviewFlagCode>;

export const PreviewFlag = z.object({
  /** Line number in the file (the header is line 1). */
  row: z.number().int(),
  policy_reference: z.string(),
  date: IsoDate,
  code: PreviewFlagCode,
  message: z.string(),
});
export type PreviewFlag = z.infer<typeof PreviewFlag>;

/**
 * A valuation file's row that would give a policy its first valuation, worth more than 25% above what the
 * transactions dated on or before it paid in (net of what they took out): "looks like a value brought in?"
 * (ADR 0006). Unless staff mark the policy so, only a first valuation with no transaction on or before it is
 * brought in; one with none is brought in by that rule and never listed, nor is a policy already marked. Not a
 * suspicious row: confirming does not wait on it.
 */
export const PreviewBroughtIn = z.object({
  /** Line number in the file (the header is line 1). */
  row: z.number().int(),
  policy_uuid: Uuid,
  policy_reference: z.string(),
  date: IsoDate,
  /** The first valuation, in the policy's currency. */
  value: Money,
  /** Paid in less taken out by the transactions dated on or before it (charges left out). */
  net_paid_in: Money,
  currency: z.string(),
  message: z.string(),
});
export type PreviewBroughtIn = z.infer<typeof PreviewBroughtIn>;

/** One policy's rows in a file: what confirming it would insert, change and leave alone. */
export const PreviewPolicy = z.object({
  uuid: Uuid,
  reference: z.string(),
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Its rows flagged as suspicious. */
  flagged: z.number().int(),
});
export type PreviewPolicy = z.infer<typeof PreviewPolicy>;

/** At most this many flagged rows are listed; `flag_count` counts them all. */
export const PREVIEW_FLAGS_LISTED = 1000;

/** Hours a preview can be confirmed after it was made. */
export const PREVIEW_HOURS = 24;

/** `pending` until confirmed or cancelled; `expired` once PREVIEW_HOURS have passed unconfirmed. */
export const PreviewStatus = z.enum(['pending', 'confirmed', 'cancelled', 'expired']);
export type PreviewStatus = z.infer<typeof PreviewStatus>;

/**
 * GET /v1/admin/imports/previews/{id}: a checked file stored until a staff member confirms or cancels it.
 * Nothing of it reaches a client before confirmation; confirming checks it again against the database.
 */
export const ImportPreview = z
  .object({
    uuid: Uuid,
    kind: ImportKind,
    status: PreviewStatus,
    file_name: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    confirmed_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    /** Data rows in the file. */
    rows: z.number().int(),
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    /** By policy reference. */
    policies: z.array(PreviewPolicy),
    flag_count: z.number().int(),
    /** The first PREVIEW_FLAGS_LISTED flagged rows, in file order. */
    flags: z.array(PreviewFlag),
    /** First valuations that look like a value brought in, in file order (at most one a policy). */
    possible_brought_in: z.array(PreviewBroughtIn),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof ImportPreview>;

/**
 * GET /v1/admin/imports/previews: the firm's previews still waiting (not confirmed, not cancelled, not
 * expired), newest first; `created_by=me` only those the caller made (My work counts them).
 */
export const ImportPreviewsQuery = tableQuery(['created_at'], 'created_at', 'desc').extend({
  created_by: z.enum(['me'], { error: 'Made by must be me.' }).optional(),
});

/** A waiting preview as the list shows it: what it is, who made it, until when it can be confirmed. */
export const WaitingPreview = z
  .object({
    uuid: Uuid,
    kind: ImportKind,
    file_name: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    created_by: z.object({ uuid: Uuid, name: z.string() }).nullable(),
  })
  .meta({ id: 'WaitingPreview' });
export type WaitingPreview = z.infer<typeof WaitingPreview>;

export const WaitingPreviewPage = tablePage(WaitingPreview).meta({ id: 'WaitingPreviewPage' });
export type WaitingPreviewPage = z.infer<typeof WaitingPreviewPage>;

/**
 * POST /v1/admin/imports/previews/{id}/confirm. The file is checked again against the database as it is now:
 * when it no longer passes (a row error, or a suspicious row the preview did not show), nothing is written,
 * `report.applied` is false, `message` says why and the preview (still pending, with the new check) is
 * answered for the staff member to look at again; otherwise every row is written and the preview is confirmed.
 */
export const ImportConfirmation = z
  .object({
    preview: ImportPreview,
    report: ImportReport,
    message: z.string().nullable(),
  })
  .meta({ id: 'ImportConfirmation' });
export type ImportConfirmation = z.infer<typeof ImportConfirmation>;

/**
 * GET /v1/admin/valuations/imports/{id} (and …/transactions/imports/{id}): poll until `done` or `failed`
 * (message set). A job checks the file and stores a preview; it writes nothing. When done, `report` counts
 * what confirming would do (`applied` is false: nothing is written yet) and lists any bad rows; `preview` is
 * set when the file passed, to confirm or cancel.
 */
export const ImportJob = z
  .object({
    uuid: Uuid,
    kind: ImportKind,
    status: ImportStatus,
    /** Rows checked so far, of `total`. */
    processed: z.number().int(),
    total: z.number().int(),
    file_name: z.string().nullable(),
    started_at: z.string(),
    report: ImportReport.nullable(),
    preview: ImportPreview.nullable(),
    /** Why a job failed (not a row error: those are in the report). */
    message: z.string().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof ImportJob>;
