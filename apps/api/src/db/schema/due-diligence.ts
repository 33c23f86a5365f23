import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from './columns';
import { firms } from './firms';
import { providers } from './portfolio';

/** Files the firm attaches (PDF reports), served only to the firm's own clients. */
export const documents = pgTable('documents', {
  id: id(),
  firmId: uuid('firm_id')
    .notNull()
    .references(() => firms.id),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const dueDiligenceReports = pgTable(
  'due_diligence_reports',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** e.g. '2025/26' (UK financial year, April to April). */
    financialYear: text('financial_year').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    documentId: uuid('document_id').references(() => documents.id),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('dd_reports_firm_year_key').on(t.firmId, t.financialYear)],
);

/** The providers on a year's panel, in order, with the firm's rating. */
export const dueDiligencePanelEntries = pgTable(
  'due_diligence_panel_entries',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => dueDiligenceReports.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    position: integer('position').notNull(),
    rating: text('rating').notNull(),
    summary: text('summary').notNull().default(''),
  },
  (t) => [unique('dd_panel_report_provider_key').on(t.reportId, t.providerId)],
);

/** The full write-up of one provider in one year's report. */
export const dueDiligenceProviderReports = pgTable(
  'due_diligence_provider_reports',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => dueDiligenceReports.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    documentId: uuid('document_id').references(() => documents.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('dd_provider_report_key').on(t.reportId, t.providerId),
    index('dd_provider_report_provider_idx').on(t.providerId),
  ],
);
