import {
  AdminAssigneeList,
  AdminAssigneeRequest,
  AdminAssignment,
  AdminMessage,
  AdminMessageEmails,
  AdminReplyRequest,
  AdminThread,
  AdminThreadPage,
  AdminThreadQuery,
  AdminUnreadCount,
} from '../admin-messages';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: messages'];

/** The firm's inbox of client threads: staff (advisers and admins), scoped to the caller's firm. */
export const adminMessageRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListThreads: {
      method: 'GET',
      path: '/admin/messages',
      summary: "The firm's client threads: filter by assignee and unread, search subject and client",
      description:
        'A thread is `unread` when a client message came after the signed-in staff member last opened or ' +
        'answered it (each person has their own read mark). `assigned=me|unassigned|all`, `unread=true`, `q` ' +
        '(subject, client name or email), `sort=last_message_at|subject|client`.',
      querystring: AdminThreadQuery,
      responses: { 200: AdminThreadPage },
    },
    adminUnreadThreadCount: {
      method: 'GET',
      path: '/admin/messages/unread-count',
      summary: 'How many threads have client messages the signed-in staff member has not read',
      responses: { 200: AdminUnreadCount },
    },
    adminGetMessageEmails: {
      method: 'GET',
      path: '/admin/messages/emails',
      summary: 'Whether the signed-in staff member is emailed when a client writes to them',
      responses: { 200: AdminMessageEmails },
    },
    adminSetMessageEmails: {
      method: 'PUT',
      path: '/admin/messages/emails',
      summary: 'Turn the emails that say a client wrote on or off, for the signed-in staff member',
      description:
        'A client’s new thread is assigned to their adviser; the assignee of a thread is emailed when the ' +
        'client writes in it — the client’s name and a link, never the subject or the message.',
      body: AdminMessageEmails,
      responses: { 200: AdminMessageEmails },
    },
    adminThreadAssignees: {
      method: 'GET',
      path: '/admin/messages/assignees',
      summary: "The firm's active advisers and admins, for the assignee picker",
      responses: { 200: AdminAssigneeList },
    },
    adminReadThread: {
      method: 'GET',
      path: '/admin/messages/:id',
      summary: 'A thread, oldest message first; marks it read for the signed-in staff member',
      description: 'The client’s read mark is untouched.',
      params: IdParams,
      responses: { 200: AdminThread },
    },
    adminReplyToThread: {
      method: 'POST',
      path: '/admin/messages/:id/reply',
      summary: 'Reply to the client as the signed-in staff member (plain text, 1 to 10,000 characters)',
      description:
        'The client’s API shows it `from: firm` with the staff member’s name and counts it unread (their ' +
        'messages badge rises); a notification opens the thread, and an email without the message says one ' +
        'waits unless the client turned message emails off. The thread is read for the one who replied. ' +
        'Audited `admin.message.reply` (subject: the client’s email).',
      params: IdParams,
      body: AdminReplyRequest,
      responses: { 201: AdminMessage },
    },
    adminAssignThread: {
      method: 'PUT',
      path: '/admin/messages/:id/assignee',
      summary: 'Assign the thread to an active adviser or admin of the firm, or to nobody (null)',
      description:
        'Anyone else answers 422 `staff_id`. Audited `admin.message.assign` (subject: the client’s email).',
      params: IdParams,
      body: AdminAssigneeRequest,
      responses: { 200: AdminAssignment },
    },
  },
);
