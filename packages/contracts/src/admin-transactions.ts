import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { AMOUNT_MAX_WHOLE_DIGITS, amountTooLarge } from './admin-policies';
import { InputDate, IsoDate, Uuid } from './common';
import { ChargeKind, Money, TransactionType } from './money';
import { ValuationSource } from './policies';
import { NO_CONTROL_CHARACTERS } from './rules/text';

/**
 * The columns of a transactions CSV, in this order; the last three may be left out from the end
 * (`…,currency,description`). `charge_kind` came last (issue 24) so every file written before still reads.
 */
export const TRANSACTION_CSV_HEADER = [
  'policy_reference',
  'date',
  'type',
  'amount',
  'currency',
  'description',
  'reference',
  'charge_kind',
] as const;
/** The header forms a transactions file may start with. */
export const TRANSACTION_CSV_HEADERS = [5, 6, 7, 8].map((count) =>
  TRANSACTION_CSV_HEADER.slice(0, count).join(','),
);

export const DESCRIPTION_MAX = 200;
export const TRANSACTION_REFERENCE_MAX = 100;

/** A positive amount typed by staff: a plain number with at most 2 decimal places ("1250", "99.5"). */
export const AmountInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((text) => /^\d+(\.\d{1,2})?$/.test(text), {
    message: 'Enter the amount as a plain number with at most 2 decimal places, such as 1250.00.',
    abort: true,
  })
  .refine((text) => Number(text) > 0, { message: 'The amount must be more than 0.', abort: true })
  .refine((text) => text.split('.')[0]!.replace(/^0+/, '').length <= AMOUNT_MAX_WHOLE_DIGITS, {
    message: amountTooLarge('amount'),
  });

const Description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, { message: `Keep the description to ${DESCRIPTION_MAX} characters.` })
  .regex(NO_CONTROL_CHARACTERS, { message: 'The description cannot hold control characters.' });

/** The provider's id of the transaction; empty means none. */
const Reference = z
  .string()
  .trim()
  .max(TRANSACTION_REFERENCE_MAX, {
    message: `Keep the reference to ${TRANSACTION_REFERENCE_MAX} characters.`,
  })
  .regex(NO_CONTROL_CHARACTERS, { message: 'The reference cannot hold control characters.' })
  .nullable()
  .transform((text) => (text ? text : null));

const TransactionFields = z.object({
  date: InputDate,
  type: TransactionType,
  amount: AmountInput,
  description: Description,
  reference: Reference,
  /** Only a charge has a kind; left out (or null) on a charge, it is `other`. */
  charge_kind: ChargeKind.nullable(),
});

/**
 * POST /v1/admin/policies/{id}/transactions: one transaction added by hand (source `manual`), in the policy's
 * currency; not in the future; a reference the policy already has is refused.
 */
export const AdminTransactionCreate = TransactionFields.extend({
  description: Description.default(''),
  reference: Reference.optional().transform((value) => value ?? null),
  charge_kind: ChargeKind.nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type AdminTransactionCreate = z.input<typeof AdminTransactionCreate>;

/** PATCH /v1/admin/transactions/{id}: any of the fields (a null or empty reference removes it). */
export const AdminTransactionUpdate = TransactionFields.partial().refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  { message: 'Change at least one field.' },
);
export type AdminTransactionUpdate = z.input<typeof AdminTransactionUpdate>;

export const TRANSACTION_SORTS = ['date', 'amount'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

/** GET /v1/admin/policies/{id}/transactions: newest first by default; `type` filters; `q` searches description and reference. */
export const AdminTransactionQuery = tableQuery(TRANSACTION_SORTS, 'date', 'desc').extend({
  type: TransactionType.optional(),
});

export const AdminTransaction = z
  .object({
    uuid: Uuid,
    policy_uuid: Uuid,
    date: IsoDate,
    type: TransactionType,
    amount: Money,
    currency: z.string(),
    source: ValuationSource,
    description: z.string(),
    reference: z.string().nullable(),
    /** Set on a charge (`other` when no kind was stated); null on every other type. */
    charge_kind: ChargeKind.nullable(),
    created_at: z.string(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AdminTransaction' });
export type AdminTransaction = z.infer<typeof AdminTransaction>;

export const AdminTransactionPage = tablePage(AdminTransaction).meta({ id: 'AdminTransactionPage' });
export type AdminTransactionPage = z.infer<typeof AdminTransactionPage>;
