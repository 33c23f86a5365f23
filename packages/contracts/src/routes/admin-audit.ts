import { AdminAuditActions, AdminAuditPage, AdminAuditQuery } from '../admin-audit';
import { defineRoutes } from '../route';

const tags = ['admin: audit'];

/**
 * The firm's audit log. Admins only: it shows every client's and colleague's sign-ins, IP addresses and
 * devices, which an adviser's daily work does not need. Events with no firm (sign-in attempts naming an
 * unknown email) are nobody's and never listed.
 */
export const adminAuditRoutes = defineRoutes(
  { tags, scope: 'admin' },
  {
    adminListAudit: {
      method: 'GET',
      path: '/admin/audit',
      summary: "The firm's audit events, newest first (admins); filter by action, actor, subject, days",
      description:
        '`action` is exact or a prefix ending in a dot (`auth.`); `actor` a user id; `subject` matches a part; ' +
        '`q` searches the subject, the actor’s email and the action; `from` and `to` are UK calendar days, ' +
        'both included (`from` after `to` is 422).',
      querystring: AdminAuditQuery,
      responses: { 200: AdminAuditPage },
    },
    adminAuditActions: {
      method: 'GET',
      path: '/admin/audit/actions',
      summary: "The actions in the firm's audit log, for the filter (admins)",
      responses: { 200: AdminAuditActions },
    },
  },
);
