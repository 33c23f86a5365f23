import { z } from 'zod';
import { Uuid } from './common';
import { CHECKIN_DISCUSS_MAX, CHECKIN_TEXTS } from './rules/reviews';

export {
  CHECKIN_DISCUSS_MAX,
  CHECKIN_QUESTIONS,
  type CheckinQuestion,
  REVIEW_CHECKIN_DAYS,
  REVIEW_NO_RESPONSE_DAYS,
} from './rules/reviews';

/** `POST /v1/review/{id}/checkin`. `wants_review: false` declines this year's review. */
export const CheckinRequest = z.object({
  wants_review: z.boolean(),
  circumstances_changed: z.boolean(),
  income_changed: z.boolean(),
  health_changed: z.boolean(),
  dependants_changed: z.boolean(),
  objectives_changed: z.boolean(),
  risk_changed: z.boolean(),
  to_discuss: z
    .string()
    .trim()
    .max(CHECKIN_DISCUSS_MAX, { message: CHECKIN_TEXTS.discussTooLong })
    .default(''),
});
export type CheckinRequest = z.input<typeof CheckinRequest>;
export const CheckinAnswers = CheckinRequest.extend({ to_discuss: z.string() }).meta({
  id: 'CheckinAnswers',
});
export type CheckinAnswers = z.infer<typeof CheckinAnswers>;

/** Where a review stands. */
export const ReviewStatus = z.enum([
  /** The check-in is not open yet. */
  'upcoming',
  /** Waiting for the client's check-in. */
  'checkin_open',
  /** Answered; the adviser prepares the review. */
  'checkin_done',
  'delivered',
  'declined',
  'no_response',
]);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** The client's adviser, as the firm presents them. */
export const Adviser = z
  .object({
    uuid: Uuid,
    name: z.string(),
    job_title: z.string().nullable(),
    /** An image `data:` URL, or null. */
    photo: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string(),
    /** Where the client books a meeting (https), or null. */
    booking_url: z.string().nullable(),
  })
  .meta({ id: 'Adviser' });
export type Adviser = z.infer<typeof Adviser>;

export const ClientReview = z
  .object({
    uuid: Uuid,
    review_date: z.iso.date(),
    status: ReviewStatus,
    checkin_opened_at: z.iso.datetime().nullable(),
    checkin_submitted_at: z.iso.datetime().nullable(),
    checkin: CheckinAnswers.nullable(),
    /** The review pack, once published. */
    pack: z.object({ uuid: Uuid, title: z.string(), completed_at: z.iso.datetime().nullable() }).nullable(),
  })
  .meta({ id: 'ClientReview' });
export type ClientReview = z.infer<typeof ClientReview>;

/** `GET /v1/review`: the client's adviser, next review date and current review (null when none is open). */
export const ClientService = z
  .object({
    adviser: Adviser.nullable(),
    next_review_date: z.iso.date().nullable(),
    /** Months between the client's reviews (their segment's): what the review is called (rules/reviews.ts). */
    interval_months: z.number().int(),
    review: ClientReview.nullable(),
  })
  .meta({ id: 'ClientService' });
export type ClientService = z.infer<typeof ClientService>;
