import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, textMessages } from './rules/text';

/** Every error the API answers has this body (DESIGN.md "Errors"). */
export const ErrorBody = z
  .object({
    name: z.string(),
    message: z.string(),
    status: z.number().int(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Uuid = z.uuid();

/** The path of a call on one record names it by its id. */
export const IdParams = z.object({ id: Uuid });

/** A HAL-style link (SPEC §3 `_links`). */
export const Link = z.object({ href: z.string() });
export type Link = z.infer<typeof Link>;

/** `page`: a 1-based page number as the query string carries it. */
export const PageNumber = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,5}$/, { message: 'Page must be a whole number from 1.' })
  .transform(Number);

/** `?page=n` on a paged list: 1-based, the first page without it. */
export const PageQuery = z.object({ page: PageNumber.optional() });

/** ISO calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();

/**
 * A date someone types (a start date, a registration date, a filter): a real day between 1900 and 2100.
 * Year 0 or 9999 is a slip, and would fail in the database or in date arithmetic.
 */
export const InputDate = z.iso.date({ message: 'Enter a date as YYYY-MM-DD.' }).refine(
  (date) => {
    // A text that is not a date at all is the format check's to report, once.
    if (!/^\d{4}-/.test(date)) return true;
    const year = Number(date.slice(0, 4));
    return year >= 1900 && year <= 2100;
  },
  { message: 'Enter a date between 1900 and 2100.' },
);

/** A report's days, `from` to `to` inclusive: both typed, the end on or after the start. */
export const DateSpanQuery = z
  .object({ from: InputDate, to: InputDate })
  .refine((span) => span.from <= span.to, {
    message: 'The end date must be on or after the start date.',
    path: ['to'],
  });

/** One line someone types (a name, an address line, a reference): 1 to `max` characters, no control characters. */
export const Line = (label: string, max: number) => {
  const messages = textMessages(label, max);
  return z
    .string()
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(max, { message: messages.tooLong, abort: true })
    .regex(NO_CONTROL_CHARACTERS, { message: messages.notAllowed, abort: true });
};
