import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { Uuid } from './common';
import { MessageBody } from './messages';

/** Columns the inbox sorts on. */
export const ADMIN_THREAD_SORTS = ['last_message_at', 'subject', 'client'] as const;
export type AdminThreadSort = (typeof ADMIN_THREAD_SORTS)[number];

/** Whose threads the inbox shows: the caller's, nobody's, or the firm's all. */
export const AdminThreadAssigned = z.enum(['me', 'unassigned', 'all']);
export type AdminThreadAssigned = z.infer<typeof AdminThreadAssigned>;

/**
 * `GET /v1/admin/messages`: the firm's threads. `q` searches the subject and the client's name and email;
 * `unread=true` keeps threads with client messages the caller has not read yet (unread is per staff member).
 */
export const AdminThreadQuery = tableQuery(ADMIN_THREAD_SORTS, 'last_message_at', 'desc').extend({
  assigned: AdminThreadAssigned.default('all'),
  unread: z.enum(['true', 'false']).optional(),
});

/** Someone in a thread or the staff picker: id, full name, email. */
export const AdminPerson = z.object({ uuid: Uuid, name: z.string(), email: z.string() });
export type AdminPerson = z.infer<typeof AdminPerson>;

export const AdminThreadSummary = z
  .object({
    uuid: Uuid,
    subject: z.string(),
    client: AdminPerson,
    /** The start of the latest message, white space collapsed, at most 140 characters. */
    last_message_preview: z.string(),
    last_message_at: z.iso.datetime(),
    /** The client wrote something after the caller last opened the thread (each staff member has their own). */
    unread: z.boolean(),
    /** The adviser the thread is assigned to; null: nobody. */
    assignee: AdminPerson.nullable(),
  })
  .meta({ id: 'AdminThreadSummary' });
export type AdminThreadSummary = z.infer<typeof AdminThreadSummary>;

export const AdminThreadPage = tablePage(AdminThreadSummary).meta({ id: 'AdminThreadPage' });
export type AdminThreadPage = z.infer<typeof AdminThreadPage>;

export const AdminMessage = z
  .object({
    uuid: Uuid,
    /** Plain text: render as text, never as HTML. */
    body: z.string(),
    created_at: z.iso.datetime(),
    /** `client`: the thread's client wrote it; `firm`: someone at the firm. */
    from: z.enum(['client', 'firm']),
    sender_uuid: Uuid,
    sender_name: z.string(),
  })
  .meta({ id: 'AdminMessage' });
export type AdminMessage = z.infer<typeof AdminMessage>;

/** `GET /v1/admin/messages/{id}`: messages oldest first; reading it marks the thread read for the firm. */
export const AdminThread = z
  .object({
    uuid: Uuid,
    subject: z.string(),
    client: AdminPerson,
    assignee: AdminPerson.nullable(),
    created_at: z.iso.datetime(),
    messages: z.array(AdminMessage),
  })
  .meta({ id: 'AdminThread' });
export type AdminThread = z.infer<typeof AdminThread>;

/** `POST /v1/admin/messages/{id}/reply`: the same plain-text rule as the client's reply. */
export const AdminReplyRequest = z.object({ body: MessageBody });

/** `PUT /v1/admin/messages/{id}/assignee`: an active adviser or admin of the firm, or null for nobody. */
export const AdminAssigneeRequest = z.object({ staff_id: Uuid.nullable() });

/** The answer to an assignment: who has the thread now. */
export const AdminAssignment = z.object({ assignee: AdminPerson.nullable() }).meta({ id: 'AdminAssignment' });
export type AdminAssignment = z.infer<typeof AdminAssignment>;

export const AdminAssignee = AdminPerson.extend({ role: z.enum(['adviser', 'admin']) }).meta({
  id: 'AdminAssignee',
});
export type AdminAssignee = z.infer<typeof AdminAssignee>;

/** `GET /v1/admin/messages/assignees`: the firm's active staff, by name. */
export const AdminAssigneeList = z
  .object({ items: z.array(AdminAssignee) })
  .meta({ id: 'AdminAssigneeList' });
export type AdminAssigneeList = z.infer<typeof AdminAssigneeList>;

/** `GET /v1/admin/messages/unread-count`: threads with client messages the signed-in staff member has not read. */
export const AdminUnreadCount = z
  .object({ unread: z.number().int().nonnegative() })
  .meta({ id: 'AdminUnreadCount' });
export type AdminUnreadCount = z.infer<typeof AdminUnreadCount>;

/**
 * `GET|PUT /v1/admin/messages/emails`: whether the signed-in staff member is emailed when a client writes in a
 * thread assigned to them (on unless they turned it off).
 */
export const AdminMessageEmails = z
  .object({ email_me: z.boolean({ error: 'Say whether to email you when a client writes.' }) })
  .strict()
  .meta({ id: 'AdminMessageEmails' });
export type AdminMessageEmails = z.infer<typeof AdminMessageEmails>;
