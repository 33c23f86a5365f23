import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { notifications } from '@/db/schema/index';

/** The client's notifications on one page, newest first, through the (user, created_at desc) index. */
export async function listNotifications(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      subjectKind: notifications.subjectKind,
      subjectId: notifications.subjectId,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** All of the client's notifications and the unread ones, in one pass. */
export async function countNotifications(db: Database, userId: string) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: Number(row?.unread ?? 0) };
}

/**
 * Marks one of the client's notifications read (the first read time stays); answers false when the
 * client has no notification with that id.
 */
export async function markRead(db: Database, userId: string, id: string, now: Date): Promise<boolean> {
  const [unread] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (unread) return true;
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return Boolean(found);
}
