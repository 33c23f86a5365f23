import { DOCUMENT_CATEGORIES, DOCUMENT_REQUIREMENTS } from '@sextant/contracts/rules/documents';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from './columns';
import { firms } from './firms';
import { policies } from './portfolio';
import { users } from './users';

/**
 * A PDF the firm published for one client. Rows are never changed after insert except to withdraw or
 * supersede them: a correction is a new row of the same series with the next version.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    policyId: uuid('policy_id').references(() => policies.id),
    /** The first version's id: every version of one document shares it. */
    seriesId: uuid('series_id').notNull(),
    version: integer('version').notNull().default(1),
    category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    filename: text('filename').notNull(),
    requires: text('requires', { enum: DOCUMENT_REQUIREMENTS }).notNull().default('none'),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    /** The review whose pack this is, when it is one. */
    reviewId: uuid('review_id'),
    publishedBy: uuid('published_by').references(() => users.id),
    publishedAt: at('published_at').notNull().defaultNow(),
    supersededAt: at('superseded_at'),
    withdrawnAt: at('withdrawn_at'),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id),
  },
  (t) => [
    index('client_documents_client_idx').on(t.clientId, t.publishedAt.desc()),
    uniqueIndex('client_documents_series_version_key').on(t.seriesId, t.version),
    index('client_documents_review_idx').on(t.reviewId),
  ],
);

export const DOCUMENT_EVENT_KINDS = [
  'published',
  'notified',
  'opened',
  'downloaded',
  'acknowledged',
  'signed',
  'withdrawn',
  'superseded',
  'staff_opened',
] as const;

/** What happened to a document, append-only: the firm's evidence. */
export const documentEvents = pgTable(
  'document_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => clientDocuments.id),
    kind: text('kind', { enum: DOCUMENT_EVENT_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The file's hash at the moment (acknowledgements and signatures). */
    sha256: text('sha256'),
    /** The name the client typed to sign. */
    signedName: text('signed_name'),
    createdAt: createdAt(),
  },
  (t) => [index('document_events_document_idx').on(t.documentId, t.kind, t.createdAt)],
);

/**
 * An adviser away, covered by a colleague for a period (holiday cover): while it runs the colleague is the
 * adviser of the away adviser's clients for new work, their queue and their emails.
 */
export const adviserCover = pgTable(
  'adviser_cover',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => users.id),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => users.id),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    cancelledAt: at('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
  },
  (t) => [
    index('adviser_cover_firm_idx').on(t.firmId, t.endsOn),
    check('adviser_cover_period_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check('adviser_cover_other_check', sql`${t.adviserId} <> ${t.coverId}`),
  ],
);

export const REVIEW_OUTCOMES = ['delivered', 'declined', 'no_response'] as const;

/** One annual review of a client: its check-in, its pack and how it ended. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    adviserId: uuid('adviser_id').references(() => users.id),
    reviewDate: date('review_date').notNull(),
    checkinOpenedAt: at('checkin_opened_at'),
    checkinAnswers: jsonb('checkin_answers'),
    checkinSubmittedAt: at('checkin_submitted_at'),
    meetingHeldOn: date('meeting_held_on'),
    outcome: text('outcome', { enum: REVIEW_OUTCOMES }),
    outcomeAt: at('outcome_at'),
    outcomeBy: uuid('outcome_by').references(() => users.id),
    outcomeNote: text('outcome_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_client_date_key').on(t.clientId, t.reviewDate),
    uniqueIndex('reviews_one_open_key').on(t.clientId).where(sql`outcome IS NULL`),
    index('reviews_firm_date_idx').on(t.firmId, t.reviewDate),
  ],
);

/** A day a client looked at their valuations: one row a client a day, the quarter's access ledger. */
export const clientAccessDays = pgTable(
  'client_access_days',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.day] }),
    index('client_access_days_firm_idx').on(t.firmId, t.day),
  ],
);

/** A client's export of their own data (UK GDPR Articles 15 and 20), kept for 24 hours. */
export const clientExports = pgTable(
  'client_exports',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    status: text('status', { enum: ['building', 'ready', 'failed'] })
      .notNull()
      .default('building'),
    size: integer('size'),
    data: bytea('data'),
    createdAt: createdAt(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('client_exports_client_idx').on(t.clientId, t.createdAt.desc()),
    uniqueIndex('client_exports_one_building_key').on(t.clientId).where(sql`status = 'building'`),
  ],
);
