import { ErrorBody, PageQuery } from '../common';
import { MarkNotificationReadQuery, NotificationPage, NotificationRead } from '../notifications';
import { defineRoutes } from '../route';

const tags = ['notifications'];

/** The signed-in client's inbox (SPEC §7). */
export const notificationRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    listNotifications: {
      method: 'GET',
      path: '/notification',
      summary: "The client's notifications, newest first, 10 a page",
      description:
        'More pages while `currentPage` < `pageCount` (= ceil(totalCount / defaultPageSize)); a page past the end ' +
        'is empty.',
      querystring: PageQuery,
      responses: { 200: NotificationPage },
    },
    markNotificationRead: {
      method: 'PUT',
      path: '/notification',
      summary: 'Mark a notification read',
      description: 'Idempotent: marking a read notification again answers the same. Not the client’s: 404.',
      querystring: MarkNotificationReadQuery,
      responses: { 200: NotificationRead, 404: ErrorBody },
    },
  },
);
