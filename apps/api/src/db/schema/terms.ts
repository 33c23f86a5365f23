import { integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { firms } from './firms';
import { users } from './users';

export const termsVersions = pgTable(
  'terms_versions',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('terms_versions_firm_version_key').on(t.firmId, t.version)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => termsVersions.id),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsVersionId] })],
);
