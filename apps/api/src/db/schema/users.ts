import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { firms } from './firms';
import { reviewSegments } from './segments';

export const userRole = pgEnum('user_role', ['client', 'adviser', 'admin']);

/** Everyone who signs in: clients (SPEC §3 fields) and the firm's staff, told apart by role. */
export const users = pgTable(
  'users',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    role: userRole('role').notNull().default('client'),
    /** Stored lower-cased; unique across the deployment because sign-in is by email alone. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    telephoneHome: text('telephone_home'),
    telephoneWork: text('telephone_work'),
    telephoneMobile: text('telephone_mobile'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    addressLine3: text('address_line_3'),
    town: text('town'),
    county: text('county'),
    postcode: text('postcode'),
    country: text('country'),
    countryId: integer('country_id'),
    vip: boolean('vip').notNull().default(false),
    active: boolean('active').notNull().default(true),
    mfaSecret: text('mfa_secret'),
    /** Secret offered during set-up, promoted to mfa_secret once a code from it verifies. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** Last TOTP time step accepted, so a code never works twice (RFC 6238 §5.2). */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    passwordChangedAt: at('password_changed_at'),
    /** A client's named adviser (a staff member of the same firm). */
    adviserId: uuid('adviser_id').references((): AnyPgColumn => users.id),
    /** A client's next review. */
    nextReviewDate: date('next_review_date'),
    /** A client's review segment; null = the firm's default segment. */
    segmentId: uuid('segment_id').references((): AnyPgColumn => reviewSegments.id),
    /** Optional emails a client turned off (`documents`, `messages`, `reviews`). */
    emailOptOut: text('email_opt_out').array().notNull().default(sql`'{}'::text[]`),
    /** A staff member's public profile, shown to their clients. */
    jobTitle: text('job_title'),
    photo: text('photo'),
    bookingUrl: text('booking_url'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_firm_role_idx').on(t.firmId, t.role)],
);

/** Changes a client asked for, waiting for the firm (`PUT /v1/client`). */
export const clientAmendments = pgTable(
  'client_amendments',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    changedFields: jsonb('changed_fields').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_amendments_client_idx').on(t.clientId),
    uniqueIndex('client_amendments_one_pending').on(t.clientId).where(sql`status = 'pending'`),
  ],
);

/**
 * Staff who watch a client besides their adviser (a paraplanner, an administrator, cover): they are emailed
 * when the client writes, as the thread's assignee is.
 */
export const clientWatchers = pgTable(
  'client_watchers',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.staffId] }), index('client_watchers_staff_idx').on(t.staffId)],
);
