import {
  AdminAssigneeList,
  AdminAssigneeRequest,
  AdminAssignment,
  AdminMessage,
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
        'A thread is `unread` when a client message came after anyone at the firm last opened it (the firm’s ' +
        'read mark is per thread, not per staff member). `assigned=me|unassigned|all`, `unread=true`, `q` ' +
        '(subject, client name or email), `sort=last_message_at|subject|client`.',
      querystring: AdminThreadQuery,
      responses: { 200: AdminThreadPage },
    },
    adminUnreadThreadCount: {
      method: 'GET',
      path: '/admin/messages/unread-count',
      summary: 'How many threads have client messages nobody at the firm has read',
      responses: { 200: AdminUnreadCount },
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
      summary: 'A thread, oldest message first; marks it read for the firm',
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
        'messages badge rises). No notification or mail is sent: the badge is the signal, and mail would leave ' +
        'the secure channel. The firm’s own reply does not change the firm’s read mark. Audited ' +
        '`admin.message.reply` (subject: the client’s email).',
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
