import { z } from 'zod';
import { Uuid } from './common';

/** Days before the review date that the check-in opens, and after it that no answer counts as no response. */
export const REVIEW_CHECKIN_DAYS = 30;
export const REVIEW_NO_RESPONSE_DAYS = 30;

/** The check-in's yes/no questions, in order, as the client reads them. */
export const CHECKIN_QUESTIONS = {
  circumstances_changed: 'Have your personal circumstances changed since your last review?',
  income_changed: 'Has your income or spending changed?',
  health_changed: 'Has your health changed?',
  dependants_changed: 'Have your dependants changed (children, people you support)?',
  objectives_changed: 'Have your goals or plans for your money changed?',
  risk_changed: 'Has how you feel about investment risk changed?',
} as const;
export type CheckinQuestion = keyof typeof CHECKIN_QUESTIONS;

export const CHECKIN_DISCUSS_MAX = 2000;

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
    .max(CHECKIN_DISCUSS_MAX, { message: `Keep this to ${CHECKIN_DISCUSS_MAX} characters or fewer.` })
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
    review: ClientReview.nullable(),
  })
  .meta({ id: 'ClientService' });
export type ClientService = z.infer<typeof ClientService>;
