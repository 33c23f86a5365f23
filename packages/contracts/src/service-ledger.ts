import { z } from 'zod';
import { DateSpanQuery, Uuid } from './common';
import { Money } from './money';

/**
 * How a review year ended: `delivered`, `declined`, `no_response` (the review's own outcome); `open` (its date
 * has come, not ended yet); `upcoming` (its date is still ahead); `not_attempted` (its date passed with no
 * review recorded at all).
 */
export const SERVICE_REVIEW_OUTCOMES = [
  'delivered',
  'declined',
  'no_response',
  'open',
  'upcoming',
  'not_attempted',
] as const;
export const ServiceReviewOutcome = z.enum(SERVICE_REVIEW_OUTCOMES).meta({ id: 'ServiceReviewOutcome' });
export type ServiceReviewOutcome = z.infer<typeof ServiceReviewOutcome>;

/**
 * One review year of a client's ongoing service, from one review date to the next (`from` inclusive, `to`
 * exclusive, `to` being the year's review date): the adviser's ongoing fee set against what was delivered.
 * Amounts are pounds (policies in other currencies are left out of the fee and the average value).
 */
export const ServiceYear = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    current: z.boolean(),
    fees: z.object({
      /** The `adviser_ongoing` charges taken in the year. */
      ongoing: Money,
      /** The mean of the portfolio's value at each month end in the year (each policy's latest valuation). */
      average_value: Money.nullable(),
      /** `ongoing` as a percentage of `average_value`, to two places; null without a value. */
      percent: z.number().nullable(),
    }),
    review: z.object({
      date: z.iso.date(),
      outcome: ServiceReviewOutcome,
      meeting_held_on: z.iso.date().nullable(),
    }),
    /** Review meetings held in the year. */
    meetings: z.number().int().nonnegative(),
    messages: z.object({
      /** The client's messages that waited for the firm (the first of each run of theirs). */
      waiting: z.number().int().nonnegative(),
      answered: z.number().int().nonnegative(),
      /** The median time to the firm's first reply, in working hours (Mon–Fri 09:00–17:30 London, less bank holidays). */
      median_response_hours: z.number().nullable(),
    }),
    documents: z.object({
      published: z.number().int().nonnegative(),
      /** Of those, needing the client's acknowledgement or signature, and done. */
      to_complete: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
    }),
    statements: z.object({
      available: z.number().int().nonnegative(),
      opened: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'ServiceYear' });
export type ServiceYear = z.infer<typeof ServiceYear>;

/** A client's service ledger, the current year first; empty until a review date is set. */
export const ServiceLedger = z
  .object({
    segment: z.object({ name: z.string(), interval_months: z.number().int() }).nullable(),
    years: z.array(ServiceYear),
  })
  .meta({ id: 'ServiceLedger' });
export type ServiceLedger = z.infer<typeof ServiceLedger>;

export const ServiceReportQuery = DateSpanQuery;

const OutcomeCounts = z.object({
  /** Clients charged an ongoing adviser fee in the period. */
  charged: z.number().int().nonnegative(),
  delivered: z.number().int().nonnegative(),
  declined: z.number().int().nonnegative(),
  no_response: z.number().int().nonnegative(),
  not_attempted: z.number().int().nonnegative(),
  /** A review fell due and has not ended yet. */
  open: z.number().int().nonnegative(),
  /** No review fell due in the period (a recent one delivered, the next still ahead). */
  not_due: z.number().int().nonnegative(),
  /** Each count as a percentage of `charged`, to one place; null when nobody was charged. */
  percent: z.object({
    delivered: z.number().nullable(),
    declined: z.number().nullable(),
    no_response: z.number().nullable(),
    not_attempted: z.number().nullable(),
    open: z.number().nullable(),
    not_due: z.number().nullable(),
  }),
  median_response_hours: z.number().nullable(),
});
export type OutcomeCounts = z.infer<typeof OutcomeCounts>;

export const ServiceException = z.object({
  client: z.object({ uuid: Uuid, name: z.string() }),
  adviser: z.string().nullable(),
  segment: z.string(),
  ongoing_fees: Money,
  last_delivered: z.iso.date().nullable(),
});

/**
 * The firm's ongoing-service figures for a period (Consumer Duty; the FCA's 2025 review of ongoing advice):
 * of the clients charged an ongoing adviser fee in it, whose review was delivered, declined, had no response
 * or was not attempted — overall, per adviser, per segment, and for clients with and without a vulnerability
 * record — and the exceptions: clients charged with no review delivered in the 15 months to the period's end.
 */
export const ServiceReport = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    overall: OutcomeCounts,
    by_adviser: z.array(z.object({ name: z.string() }).extend(OutcomeCounts.shape)),
    by_segment: z.array(z.object({ name: z.string() }).extend(OutcomeCounts.shape)),
    vulnerability: z.object({ with_record: OutcomeCounts, without_record: OutcomeCounts }),
    exceptions: z.array(ServiceException),
  })
  .meta({ id: 'ServiceReport' });
export type ServiceReport = z.infer<typeof ServiceReport>;
