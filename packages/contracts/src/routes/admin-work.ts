import { AdminWork, AdminWorkQuery } from '../admin-work';
import { defineRoutes } from '../route';

/** The back office's start: what waits on the signed-in staff member, or on the firm. */
export const adminWorkRoutes = defineRoutes(
  { tags: ['admin: work'], scope: 'staff' },
  {
    adminWork: {
      method: 'GET',
      path: '/admin/work',
      summary:
        'What waits: unread client messages, answered check-ins, signatures, reviews, changes, statements to ' +
        'send, vulnerability reviews and import previews',
      description:
        'Each item has a count and `to`, the back-office address that lists exactly those threads, clients or ' +
        'changes (`/admin/clients?waiting=…&adviser=me`, `/admin/messages?assigned=me&unread=true`, ' +
        '`/admin/amendments?adviser=me`, `/admin/import?created_by=me`). `scope=me` counts the caller’s own ' +
        'clients (their named adviser), the threads assigned to them and the previews they made, with the ' +
        'clients and threads of any adviser they cover for today; `scope=firm` counts the whole firm. One ' +
        'query per item.',
      querystring: AdminWorkQuery,
      responses: { 200: AdminWork },
    },
  },
);
