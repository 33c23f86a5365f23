import { CHARGE_KINDS } from '@sextant/contracts/rules/money';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { firms } from './firms';
import { users } from './users';

export const providers = pgTable(
  'providers',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    website: text('website'),
    createdAt: createdAt(),
  },
  (t) => [unique('providers_firm_name_key').on(t.firmId, t.name)],
);

/** The tax wrapper a policy sits in: allowances and allocation read it (the product type stays free text). */
export const policyWrapper = pgEnum('policy_wrapper', [
  'isa',
  'lisa',
  'jisa',
  'sipp',
  'personal_pension',
  'bond',
  'gia',
  'other',
]);

export const policies = pgTable(
  'policies',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The firm's reference, unique in the firm: valuation imports name policies by it. */
    reference: text('reference').notNull(),
    productType: text('product_type').notNull(),
    startDate: date('start_date').notNull(),
    currency: text('currency').notNull().default('GBP'),
    wrapper: policyWrapper('wrapper').notNull().default('other'),
    /**
     * Staff say the first valuation is money brought in (the provider's history starts with a few flows
     * before it); without it, it is brought in only when no flow is dated on or before it (ADR 0006).
     */
    firstValueBroughtIn: boolean('first_value_brought_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('policies_firm_reference_key').on(t.firmId, t.reference),
    index('policies_client_idx').on(t.clientId),
    index('policies_provider_idx').on(t.providerId),
  ],
);

export const valuationSource = pgEnum('valuation_source', ['feed', 'statement', 'manual']);

/** One value a policy a day; the key is the (policy, date) index the graph reads through. */
export const valuations = pgTable(
  'valuations',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    valuedOn: date('valued_on').notNull(),
    value: numeric('value', { precision: 16, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    source: valuationSource('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.valuedOn] })],
);

export const transactionType = pgEnum('transaction_type', [
  'contribution',
  'withdrawal',
  'charge',
  'tax_relief',
  'transfer_in',
  'transfer_out',
  'income',
]);

/** Who a charge paid (issue 24): one list, the contracts', so the column and the API take the same kinds. */
export { CHARGE_KINDS };

/**
 * Money that moved into, out of or was taken from a policy (DESIGN.md "Money"). The amount is positive; the
 * type says which way it went. Identity, so a re-import never doubles money: (policy, reference) when the
 * provider gave one, else (policy, date, type, amount, description, occurrence), the occurrence counting
 * equal rows in one file (two identical £100 contributions on a day are two rows).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on').notNull(),
    type: transactionType('type').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    source: valuationSource('source').notNull(),
    description: text('description').notNull().default(''),
    reference: text('reference'),
    occurrence: integer('occurrence').notNull().default(1),
    /** A charge's kind; null on every other type (a check keeps the two together). */
    chargeKind: text('charge_kind', { enum: CHARGE_KINDS }),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('transactions_policy_date_idx').on(t.policyId, t.occurredOn),
    check('transactions_charge_kind_check', sql`(${t.type} = 'charge') = (${t.chargeKind} is not null)`),
    uniqueIndex('transactions_policy_reference_key')
      .on(t.policyId, t.reference)
      .where(sql`${t.reference} is not null`),
    uniqueIndex('transactions_policy_identity_key')
      .on(t.policyId, t.occurredOn, t.type, t.amount, t.description, t.occurrence)
      .where(sql`${t.reference} is null`),
  ],
);

/**
 * How many times a client's ledger (their policies, those policies' providers, valuations and transactions) has
 * changed: statement triggers (migration 0008) add one in the writing transaction, so every node sees the new
 * count the moment the write commits. Answers made from the ledger are kept under it (shared/ledger-cache.ts).
 * A client without a row has count 0.
 */
export const ledgerVersions = pgTable('ledger_versions', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const importKind = pgEnum('import_kind', ['valuations', 'transactions']);

/**
 * A checked import file waiting for a staff member to confirm or cancel it. Kept in the database so any
 * node can show and confirm it; it expires after 24 hours and is checked again at confirmation.
 */
export const importPreviews = pgTable(
  'import_previews',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    kind: importKind('kind').notNull(),
    fileName: text('file_name'),
    createdBy: uuid('created_by').references(() => users.id),
    /** The file's text, checked again at confirmation against the database as it is then. */
    csv: text('csv').notNull(),
    /** The preview as shown: per policy counts and flagged rows. */
    summary: jsonb('summary').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    confirmedAt: at('confirmed_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [index('import_previews_firm_idx').on(t.firmId, t.createdAt)],
);
