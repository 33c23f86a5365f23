import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { InputDate, IsoDate, Line, Uuid } from './common';
import { ValuationSource } from './policies';

/** The firm's policy reference: what valuation imports name a policy by; unique in the firm. */
export const PolicyReference = Line('reference', 64);

/** ISO 4217 code, upper case (`gbp` is taken as `GBP`). */
export const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'Enter a three-letter currency code such as GBP.' });

const StartDate = InputDate;

const PolicyFields = z.object({
  client_id: z.uuid({ message: 'Choose a client.' }),
  provider_id: z.uuid({ message: 'Choose a provider.' }),
  reference: PolicyReference,
  product_type: Line('product type', 120),
  start_date: StartDate,
  currency: CurrencyCode,
});

/** POST /v1/admin/policies (currency GBP unless given). */
export const AdminPolicyCreate = PolicyFields.extend({ currency: CurrencyCode.default('GBP') });
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
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** False when any row was bad: then nothing changed. */
    applied: z.boolean(),
    error_count: z.number().int(),
    /** The first IMPORT_ERRORS_LISTED errors, in file order. */
    errors: z.array(ImportRowError),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportStatus = z.enum(['validating', 'writing', 'done', 'failed']);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** GET /v1/admin/valuations/imports/{id}: poll until `done` (report set) or `failed` (message set). */
export const ImportJob = z
  .object({
    uuid: Uuid,
    status: ImportStatus,
    /** Rows validated (validating) or written (writing) so far, of `total`. */
    processed: z.number().int(),
    total: z.number().int(),
    file_name: z.string().nullable(),
    started_at: z.string(),
    report: ImportReport.nullable(),
    /** Why a job failed (not a row error: those are in the report). */
    message: z.string().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof ImportJob>;
