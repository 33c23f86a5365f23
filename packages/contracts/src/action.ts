import { z } from 'zod';
import { Uuid } from './common';

/**
 * One thing the client should do now. `subject` names the record it opens (a document, a review, a thread),
 * when there is one record; the app knows each kind's screen.
 */
export const ActionItem = z
  .object({
    kind: z.enum(['sign', 'acknowledge', 'read', 'terms', 'review_checkin', 'messages', 'profile_pending']),
    title: z.string(),
    detail: z.string(),
    count: z.number().int().positive(),
    subject: Uuid.nullable(),
    /** When it is due (a review's date), else null. */
    due: z.iso.date().nullable(),
  })
  .meta({ id: 'ActionItem' });
export type ActionItem = z.infer<typeof ActionItem>;

/** `GET /v1/action`: most pressing first; empty when nothing is owed. */
export const ActionCentre = z.object({ items: z.array(ActionItem) }).meta({ id: 'ActionCentre' });
export type ActionCentre = z.infer<typeof ActionCentre>;
