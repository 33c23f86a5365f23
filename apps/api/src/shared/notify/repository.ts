import type { NotificationSubject } from '@sextant/contracts/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { notifications, users } from '@/db/schema/index';

export interface NewNotification {
  title: string;
  body: string;
  /** An in-app path, e.g. /tabs/insights/view/<id>. */
  link?: string | null;
  /** What it is about: the app opens it (the link is derived from it when not given). */
  subject?: NotificationSubject | null;
}

/** The in-app path that opens a notification's subject. */
export function subjectLink(subject: NotificationSubject): string {
  switch (subject.kind) {
    case 'document':
      return `/tabs/documents/view/${subject.id}`;
    case 'message':
      return `/tabs/messages?thread=${subject.id}`;
    case 'valuation':
      return `/tabs/policies/view/${subject.id}`;
    case 'insight':
      return `/tabs/insights/view/${subject.id}`;
    case 'review':
      return '/tabs/review';
  }
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
        link: notification.link ?? (notification.subject ? subjectLink(notification.subject) : null),
        subjectKind: notification.subject?.kind ?? null,
        subjectId: notification.subject?.id ?? null,
        createdAt: at,
      })),
    );
  }
  return audience.length;
}
