import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { Uuid } from './common';
import { hasNoControlCharacters } from './rules/text';

export const SupportRequestStatus = z.enum(['open', 'resolved']);
export type SupportRequestStatus = z.infer<typeof SupportRequestStatus>;

export const SUPPORT_SORTS = ['created_at', 'name', 'email', 'reason'] as const;
export type SupportSort = (typeof SUPPORT_SORTS)[number];

/** `GET /v1/admin/support-requests`: open ones unless told otherwise, newest first. */
export const AdminSupportRequestsQuery = tableQuery(SUPPORT_SORTS, 'created_at', 'desc').extend({
  status: SupportRequestStatus.default('open'),
});

export const AdminSupportRequest = z
  .object({
    uuid: Uuid,
    name: z.string(),
    email: z.string(),
    reason: z.string(),
    /** The client the email belongs to (null when it is a staff member's). */
    client_uuid: Uuid.nullable(),
    created_at: z.iso.datetime(),
    resolved_at: z.iso.datetime().nullable(),
    resolved_by: z.string().nullable(),
  })
  .meta({ id: 'AdminSupportRequest' });
export type AdminSupportRequest = z.infer<typeof AdminSupportRequest>;

export const AdminSupportRequestList = tablePage(AdminSupportRequest).meta({ id: 'AdminSupportRequestList' });
export type AdminSupportRequestList = z.infer<typeof AdminSupportRequestList>;

/**
 * A reason visitors pick when they ask for help. `shared` ones are offered by every firm and read-only
 * here; `firm` ones belong to the firm.
 */
export const AdminSupportReason = z
  .object({
    id: z.number().int(),
    label: z.string(),
    position: z.number().int(),
    active: z.boolean(),
    scope: z.enum(['shared', 'firm']),
  })
  .meta({ id: 'AdminSupportReason' });
export type AdminSupportReason = z.infer<typeof AdminSupportReason>;

export const AdminSupportReasonList = z
  .object({ items: z.array(AdminSupportReason) })
  .meta({ id: 'AdminSupportReasonList' });
export type AdminSupportReasonList = z.infer<typeof AdminSupportReasonList>;

const Label = z
  .string()
  .trim()
  .min(1, { message: 'Enter a reason.', abort: true })
  .max(200, { message: 'A reason can be at most 200 characters long.', abort: true })
  .refine(hasNoControlCharacters, { message: 'The reason contains characters that are not allowed.' });

/** `POST /v1/admin/support-reasons`: added last, active. */
export const AdminSupportReasonCreate = z.object({ label: Label });

/** `PATCH /v1/admin/support-reasons/{id}`: only the firm's own reasons. */
export const AdminSupportReasonUpdate = z
  .object({
    label: Label.optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    active: z.boolean().optional(),
  })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: 'Change at least one field.',
    when: (payload) => payload.issues.length === 0,
  });
