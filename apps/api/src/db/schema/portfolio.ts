import { date, index, numeric, pgEnum, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
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
