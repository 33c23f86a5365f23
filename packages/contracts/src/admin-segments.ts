import { z } from 'zod';
import { Line, Uuid } from './common';
import { isPlainText } from './rules/text';

/** The shortest and longest review interval a segment may set, in months. */
export const SEGMENT_INTERVAL_MONTHS = { min: 1, max: 60 } as const;

/**
 * A review segment: a group of the firm's clients reviewed at one interval (the FCA's 2026 consultation on
 * ongoing advice: review frequency set per segment rather than one annual rule).
 */
export const ReviewSegment = z
  .object({
    uuid: Uuid,
    name: z.string(),
    interval_months: z.number().int(),
    description: z.string(),
    /** The segment of every client not given another. */
    is_default: z.boolean(),
    /** Active clients in the segment (a default segment counts those without one of their own). */
    clients: z.number().int().nonnegative(),
  })
  .meta({ id: 'ReviewSegment' });
export type ReviewSegment = z.infer<typeof ReviewSegment>;

export const ReviewSegmentList = z
  .object({ items: z.array(ReviewSegment) })
  .meta({ id: 'ReviewSegmentList' });
export type ReviewSegmentList = z.infer<typeof ReviewSegmentList>;

/** `POST|PUT /v1/admin/segments…`: a segment's name, interval and description; `is_default` moves the default. */
export const ReviewSegmentInput = z.object({
  name: Line('The segment’s name', 60),
  interval_months: z
    .number({ message: 'Enter the review interval in months.' })
    .int({ message: 'The review interval must be a whole number of months.' })
    .min(SEGMENT_INTERVAL_MONTHS.min, { message: 'The review interval must be from 1 to 60 months.' })
    .max(SEGMENT_INTERVAL_MONTHS.max, { message: 'The review interval must be from 1 to 60 months.' }),
  description: z
    .string()
    .trim()
    .max(500, { message: 'A description can be at most 500 characters long.', abort: true })
    .refine(isPlainText, { message: 'The description contains characters that are not allowed.' })
    .default(''),
  is_default: z.boolean().default(false),
});
export type ReviewSegmentInput = z.input<typeof ReviewSegmentInput>;

/** A client's segment as the back office shows it beside their adviser. */
export const ClientSegment = z.object({ uuid: Uuid, name: z.string(), interval_months: z.number().int() });
