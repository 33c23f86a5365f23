import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { InputDate, Uuid } from './common';

export const ADMIN_AUDIT_SORTS = ['created_at'] as const;

/**
 * `GET /v1/admin/audit`: the firm's audit events, newest first. `action` is exact, or a prefix when it
 * ends with a dot (`auth.`); `actor` is a user's id; `subject` and `q` search the email an event names
 * (`q` also the actor's email); `from` and `to` are calendar days in UK time, both included.
 */
export const AdminAuditQuery = tableQuery(ADMIN_AUDIT_SORTS, 'created_at', 'desc').extend({
  action: z.string().trim().max(100).optional(),
  actor: Uuid.optional(),
  subject: z.string().trim().max(200).optional(),
  from: InputDate.optional(),
  to: InputDate.optional(),
});

export const AdminAuditActor = z.object({
  uuid: Uuid,
  name: z.string(),
  email: z.string(),
  role: z.enum(['client', 'adviser', 'admin']),
});

export const AdminAuditEvent = z
  .object({
    id: z.number().int(),
    created_at: z.iso.datetime(),
    action: z.string(),
    /** Who did it; null for attempts by nobody signed in. */
    actor: AdminAuditActor.nullable(),
    /** The email the event names (a sign-in attempt's, a changed client's). */
    subject: z.string().nullable(),
    ip: z.string().nullable(),
    device_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AdminAuditEvent' });
export type AdminAuditEvent = z.infer<typeof AdminAuditEvent>;

export const AdminAuditPage = tablePage(AdminAuditEvent).meta({ id: 'AdminAuditPage' });
export type AdminAuditPage = z.infer<typeof AdminAuditPage>;

/** `GET /v1/admin/audit/actions`: the actions the firm's log holds, for the filter. */
export const AdminAuditActions = z.object({ items: z.array(z.string()) }).meta({ id: 'AdminAuditActions' });
export type AdminAuditActions = z.infer<typeof AdminAuditActions>;
