import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { notifications, users } from '@/db/schema/index';

export interface NewNotification {
  title: string;
  body: string;
  /** An in-app path, e.g. /tabs/insights/view/<id>. */
  link?: string | null;
}

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 1000;

/**
 * Puts a notification in the inbox of the firm's clients: the ones named (an id that is not an active
 * client of the firm is skipped), or every active client of the firm. Answers how many got it.
 */
export async function notifyClients(
  db: Database,
  firmId: string,
  recipients: { clientIds: readonly string[] } | 'all',
  notification: NewNotification,
  at: Date,
): Promise<number> {
  if (recipients !== 'all' && recipients.clientIds.length === 0) return 0;
  const audience = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.firmId, firmId),
        eq(users.role, 'client'),
        eq(users.active, true),
        recipients === 'all' ? undefined : inArray(users.id, [...recipients.clientIds]),
      ),
    );
  for (let start = 0; start < audience.length; start += BATCH) {
    await db.insert(notifications).values(
      audience.slice(start, start + BATCH).map(({ id }) => ({
        userId: id,
        title: notification.title,
        body: notification.body,
        link: notification.link ?? null,
        createdAt: at,
      })),
    );
  }
  return audience.length;
}
