import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationPage,
  type NotificationRead,
} from '@sextant/contracts/notifications';
import type { Database } from '@/db/client';
import { notFound } from '@/shared/errors';
import * as repo from './repository';

/** The signed-in client's inbox. */
export function createNotificationService(db: Database) {
  /** One page (1-based) of the client's notifications, with the counts the app pages and badges by. */
  async function list(userId: string, page: number): Promise<NotificationPage> {
    const [rows, counts] = await Promise.all([
      repo.listNotifications(db, userId, {
        limit: NOTIFICATION_PAGE_SIZE,
        offset: (page - 1) * NOTIFICATION_PAGE_SIZE,
      }),
      repo.countNotifications(db, userId),
    ]);
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        link: row.link,
        subject: row.subjectKind && row.subjectId ? { kind: row.subjectKind, id: row.subjectId } : null,
        isRead: row.readAt !== null,
        created_at: row.createdAt.toISOString(),
      })),
      pagination: {
        totalCount: counts.total,
        defaultPageSize: NOTIFICATION_PAGE_SIZE,
        pageCount: Math.ceil(counts.total / NOTIFICATION_PAGE_SIZE),
        currentPage: page,
        unreadCount: counts.unread,
      },
    };
  }

  /** Marks read; reading a read notification again is fine. */
  async function markRead(userId: string, id: string, now: Date): Promise<NotificationRead> {
    if (!(await repo.markRead(db, userId, id, now))) throw notFound('Notification');
    return { id, isRead: true };
  }

  return { list, markRead };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
