import { z } from 'zod';
import { Uuid } from './common';

/** Notifications on one page (SPEC §9: pages = ceil(totalCount / defaultPageSize)). */
export const NOTIFICATION_PAGE_SIZE = 10;

export const NotificationSubjectKind = z.enum(['document', 'message', 'valuation', 'insight', 'review']);
export type NotificationSubjectKind = z.infer<typeof NotificationSubjectKind>;
export const NotificationSubject = z.object({ kind: NotificationSubjectKind, id: Uuid });
export type NotificationSubject = z.infer<typeof NotificationSubject>;

export const Notification = z
  .object({
    id: Uuid,
    title: z.string(),
    body: z.string(),
    /** An in-app path the notification leads to (e.g. `/tabs/insights/view/<id>`), or null. */
    link: z.string().nullable(),
    /** What it is about, which the app opens: a document, a thread, a policy's valuation, an insight, the review. */
    subject: NotificationSubject.nullable(),
    isRead: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationPagination = z.object({
  totalCount: z.number().int().nonnegative(),
  defaultPageSize: z.number().int().positive(),
  /** ceil(totalCount / defaultPageSize); 0 when there are none. */
  pageCount: z.number().int().nonnegative(),
  currentPage: z.number().int().positive(),
  /** Unread notifications across all pages (the tab badge). */
  unreadCount: z.number().int().nonnegative(),
});

/** Newest first. A page beyond the last answers no notifications and the same pagination. */
export const NotificationPage = z
  .object({ notifications: z.array(Notification), pagination: NotificationPagination })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

/** PUT /v1/notification?uuid={id}. */
export const MarkNotificationReadQuery = z.object({ uuid: Uuid });

export const NotificationRead = z
  .object({ id: Uuid, isRead: z.literal(true) })
  .meta({ id: 'NotificationRead' });
export type NotificationRead = z.infer<typeof NotificationRead>;
