import { z } from 'zod';

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

/** A HAL-style link (SPEC §3 `_links`). */
export const Link = z.object({ href: z.string() });
export type Link = z.infer<typeof Link>;

/** ISO calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();
