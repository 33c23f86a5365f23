import {
  AdminNotificationQuery,
  AdminSentNotificationPage,
  NotificationRecipientList,
  NotificationSent,
  RecipientQuery,
  SendNotificationRequest,
} from '../admin-notifications';
import { defineRoutes } from '../route';

const tags = ['admin: notifications'];

/** Back-office calls of notifications: staff (adviser or admin), scoped to the caller's firm. */
export const adminNotificationRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminSendNotification: {
      method: 'POST',
      path: '/admin/notifications',
      summary: 'Send a plain-text notification to one client of the firm or to all its active clients',
      description:
        '`link` is an optional in-app path starting with `/tabs/` (no other site, no `//`). ' +
        'A client id that is not an active client of the firm answers 422 `audience.client_id`. ' +
        'Only active clients of the firm receive it. Each send writes one `admin.notification.send` audit row ' +
        '(subject: the client id or `all`) in the same transaction as the inbox rows.',
      body: SendNotificationRequest,
      responses: { 201: NotificationSent },
    },
    adminListSentNotifications: {
      method: 'GET',
      path: '/admin/notifications',
      summary: 'The notifications staff sent, newest first (from the audit log); `q` searches titles',
      description:
        'Read back from the `admin.notification.send` audit rows, so the history never disagrees with what was ' +
        'sent; the sender’s name comes from the actor.',
      querystring: AdminNotificationQuery,
      responses: { 200: AdminSentNotificationPage },
    },
    adminNotificationRecipients: {
      method: 'GET',
      path: '/admin/notifications/recipients',
      summary: "Up to 20 of the firm's active clients whose name or email contains `q`",
      description: 'For the recipient picker.',
      querystring: RecipientQuery,
      responses: { 200: NotificationRecipientList },
    },
  },
);
