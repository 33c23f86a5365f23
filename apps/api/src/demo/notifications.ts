import type { NotificationSubject } from '@sextant/contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { notifications, policies } from '@/db/schema/index';
import { subjectLink } from '@/shared/notify/repository';
import { NOTIFICATION_TEMPLATES } from './content';
import { daysBefore } from './random';
import type { DemoSubjects } from './service-cycle';

const NOTIFICATIONS_PER_CLIENT = 24;

/** What the demo notifications point at: per client, and the newest insight for all. */
export interface NotificationTargets {
  cycle: Map<string, DemoSubjects>;
  threads: Map<string, string>;
  insightId: string | undefined;
}

/**
 * Each client's notifications, one every three days back from today in the templates' turn, the newest five
 * unread; each opens what it is about when the client has one.
 */
export async function seedNotifications(
  db: Database,
  firmId: string,
  clients: { id: string }[],
  targets: NotificationTargets,
  today: Date,
) {
  const firstPolicies = await db
    .select({ clientId: policies.clientId, id: sql<string>`min(${policies.id}::text)` })
    .from(policies)
    .where(eq(policies.firmId, firmId))
    .groupBy(policies.clientId);
  for (const client of clients) {
    const subjects: Record<string, NotificationSubject | null> = {
      'New valuation available': subjectOf(
        'valuation',
        firstPolicies.find((p) => p.clientId === client.id)?.id,
      ),
      'Annual review due': subjectOf('review', targets.cycle.get(client.id)?.reviewId),
      'New insight published': subjectOf('insight', targets.insightId),
      'Document ready': subjectOf('document', targets.cycle.get(client.id)?.documentId),
      'Message from your adviser': subjectOf('message', targets.threads.get(client.id)),
    };
    await db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_PER_CLIENT }, (_, i) => {
        const [title, body] = NOTIFICATION_TEMPLATES[i % NOTIFICATION_TEMPLATES.length]!;
        const createdAt = daysBefore(today, i * 3);
        const subject = subjects[title] ?? null;
        return {
          userId: client.id,
          title,
          body,
          createdAt,
          readAt: i < 5 ? null : createdAt,
          link: subject
            ? subjectLink(subject)
            : title.startsWith('Due-diligence')
              ? '/tabs/information/due-diligence'
              : null,
          subjectKind: subject?.kind ?? null,
          subjectId: subject?.id ?? null,
        };
      }),
    );
  }
}

const subjectOf = (kind: NotificationSubject['kind'], id: string | undefined): NotificationSubject | null =>
  id ? { kind, id } : null;
