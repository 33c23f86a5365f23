import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { firms } from './firms';

/**
 * A group of the firm's clients reviewed at one interval (the FCA's 2026 proposal: review frequency set per
 * segment). One segment a firm is its default, used for every client without one of their own.
 */
export const reviewSegments = pgTable(
  'review_segments',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    intervalMonths: integer('interval_months').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_segments_firm_name_key').on(t.firmId, sql`lower(${t.name})`),
    uniqueIndex('review_segments_one_default_key').on(t.firmId).where(sql`is_default`),
    check('review_segments_interval_check', sql`${t.intervalMonths} between 1 and 60`),
  ],
);
