import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const firms = pgTable('firms', {
  id: id(),
  name: text('name').notNull(),
  /** An image URL (data: or https:) shown in the app. */
  logo: text('logo'),
  bio: text('bio').notNull().default(''),
  fcaNumber: text('fca_number').notNull(),
  fcaRegisteredDate: date('fca_registered_date').notNull(),
  supportEmail: text('support_email').notNull(),
  /** How long an ended vulnerability record is kept before it is deleted (FG21/1; the firm's own policy). */
  vulnerabilityRetentionMonths: integer('vulnerability_retention_months').notNull().default(24),
  createdAt: createdAt(),
});
