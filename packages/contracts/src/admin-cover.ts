import { z } from 'zod';
import { InputDate, IsoDate, Uuid } from './common';

/**
 * `POST /v1/admin/cover`: an adviser away from `starts_on` to `ends_on` (London days, both included), their
 * clients, open threads and queue covered meanwhile by `cover_id`, another active adviser or admin of the firm.
 */
export const AdminCoverCreate = z.strictObject({
  adviser_id: z.uuid({ error: 'Choose the adviser who is away.' }),
  cover_id: z.uuid({ error: 'Choose who covers for them.' }),
  starts_on: InputDate,
  ends_on: InputDate,
});
export type AdminCoverCreate = z.input<typeof AdminCoverCreate>;

const Person = z.object({ uuid: Uuid, name: z.string() });

/**
 * Whether a cover runs today (`current`), is to come (`upcoming`), has ended by itself (`ended`) or was
 * cancelled.
 */
export const CoverStatus = z.enum(['current', 'upcoming', 'ended', 'cancelled']);
export type CoverStatus = z.infer<typeof CoverStatus>;

export const AdminCover = z
  .object({
    uuid: Uuid,
    adviser: Person,
    cover: Person,
    starts_on: IsoDate,
    ends_on: IsoDate,
    status: CoverStatus,
    created_at: z.iso.datetime(),
    created_by: Person.nullable(),
    cancelled_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminCover' });
export type AdminCover = z.infer<typeof AdminCover>;

/** `GET /v1/admin/cover`: the covers running today and those to come, soonest first. */
export const AdminCoverList = z.object({ items: z.array(AdminCover) }).meta({ id: 'AdminCoverList' });
export type AdminCoverList = z.infer<typeof AdminCoverList>;
