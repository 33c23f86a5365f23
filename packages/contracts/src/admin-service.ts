import { z } from 'zod';
import { ClientSegment } from './admin-segments';
import { DateSpanQuery, InputDate, Uuid } from './common';
import { CheckinAnswers, ReviewStatus } from './reviews';

/** `?quarter=2026-Q4`. */
export const Quarter = z
  .string()
  .regex(/^(19|20|21)\d{2}-Q[1-4]$/, { message: 'Enter a quarter like 2026-Q4.' });

export const AccessLedgerQuery = z.object({ quarter: Quarter });

export const AccessLedgerRow = z.object({
  client: z.object({ uuid: Uuid, name: z.string(), email: z.string() }),
  /** Days in the quarter the client looked at their valuations. */
  valuation_days: z.number().int().nonnegative(),
  last_valuation_view: z.iso.date().nullable(),
  statements_opened: z.number().int().nonnegative(),
  last_statement_opened: z.iso.datetime().nullable(),
  /** Neither: the firm must send this client a statement another way. */
  needs_statement: z.boolean(),
});

/** Per active client of the firm, whether they saw a valuation or opened a statement in the quarter. */
export const AccessLedger = z
  .object({
    quarter: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    rows: z.array(AccessLedgerRow),
    totals: z.object({
      clients: z.number().int().nonnegative(),
      accessed: z.number().int().nonnegative(),
      needs_statement: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'AccessLedger' });
export type AccessLedger = z.infer<typeof AccessLedger>;

export const ReviewReportQuery = DateSpanQuery;

export const AdminReview = z
  .object({
    uuid: Uuid,
    client: z.object({ uuid: Uuid, name: z.string() }),
    adviser: z.object({ uuid: Uuid, name: z.string() }).nullable(),
    review_date: z.iso.date(),
    status: ReviewStatus,
    checkin_submitted_at: z.iso.datetime().nullable(),
    checkin: CheckinAnswers.nullable(),
    pack: z.object({ uuid: Uuid, title: z.string(), completed_at: z.iso.datetime().nullable() }).nullable(),
    meeting_held_on: z.iso.date().nullable(),
    outcome_at: z.iso.datetime().nullable(),
    outcome_note: z.string().nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof AdminReview>;

/** Reviews whose date falls in [from, to]: the figures a Consumer Duty board report needs. */
export const ReviewReport = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    due: z.number().int().nonnegative(),
    delivered: z.number().int().nonnegative(),
    declined: z.number().int().nonnegative(),
    no_response: z.number().int().nonnegative(),
    /** Due but not ended yet. */
    open: z.number().int().nonnegative(),
    reviews: z.array(AdminReview),
  })
  .meta({ id: 'ReviewReport' });
export type ReviewReport = z.infer<typeof ReviewReport>;

/** `GET|PUT /v1/admin/clients/{id}/service`: the client's adviser, review segment and next review. */
export const AdminClientService = z
  .object({
    adviser: z.object({ uuid: Uuid, name: z.string() }).nullable(),
    /** Their review segment (the firm's default unless given another); it sets the interval between reviews. */
    segment: ClientSegment.nullable(),
    next_review_date: z.iso.date().nullable(),
    current: AdminReview.nullable(),
    history: z.array(AdminReview),
  })
  .meta({ id: 'AdminClientService' });
export type AdminClientService = z.infer<typeof AdminClientService>;

export const AdminClientServiceUpdate = z.object({
  adviser_id: Uuid.nullable(),
  next_review_date: InputDate.nullable(),
  /** A segment of the firm, or null for the firm's default; left out, the segment stays as it is. */
  segment_id: Uuid.nullable().optional(),
});

/** `POST /v1/admin/reviews/{id}/outcome`: a meeting held (delivered) or the client's refusal (declined). */
export const ReviewOutcomeRequest = z.object({
  outcome: z.enum(['delivered', 'declined']),
  meeting_held_on: InputDate.optional(),
  note: z.string().trim().max(2000).default(''),
});

/** `PUT /v1/admin/staff/{id}/profile`: what clients see of their adviser. */
export const StaffProfile = z
  .object({
    job_title: z.string().trim().max(80).nullable(),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[+0-9 ()-]*$/, { message: 'Enter a phone number: digits, spaces, +, ( ) and - only.' })
      .nullable(),
    booking_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https:\/\/\S+$/, { message: 'Enter a booking link starting https://' })
      .nullable(),
    /** A `data:image/png|jpeg|webp;base64,` URL of at most 200 KB, or null to remove. */
    photo: z.string().max(280_000).nullable(),
  })
  .meta({ id: 'StaffProfile' });
export type StaffProfile = z.infer<typeof StaffProfile>;
