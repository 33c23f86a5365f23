import type { Database } from '@/db/client';
import { notifications } from '@/db/schema/index';
import { subjectLink } from '@/shared/notify/repository';
import {
  type Draft,
  documentDrafts,
  dueDiligenceDrafts,
  insightDrafts,
  messageDrafts,
  reviewDrafts,
  valuationDrafts,
} from './notification-drafts';
import { daysBefore } from './random';
import type { DemoSubjects } from './service-cycle';

/** The journeys page through exactly this many (three pages of ten). */
const NOTIFICATIONS_PER_CLIENT = 24;

/** The client last read their notifications this long ago: everything newer is unread. */
const LAST_READ_DAYS_AGO = 4;

/** What the demo notifications point at: per client, and the newest insight for all. */
export interface NotificationTargets {
  cycle: Map<string, DemoSubjects>;
  threads: Map<string, string>;
  /** The newest article: notified like every other one the firm chose, read from the insights table. */
  insightId: string | undefined;
}

/**
 * Each client's notifications, as the firm's work over the last year made them: one for each document
 * published, the check-in opening, the adviser's reply, each statement valuation and the due-diligence report,
 * each naming its subject and dated when it happened; the firm's articles fill the rest (every other one:
 * the firm notifies its clients of some articles, not all). What came after the client last looked is unread.
 */
export async function seedNotifications(
  db: Database,
  firmId: string,
  clients: { id: string }[],
  targets: NotificationTargets,
  today: Date,
) {
  const [articles, dueDiligence] = await Promise.all([
    insightDrafts(db, firmId),
    dueDiligenceDrafts(db, firmId, today),
  ]);
  for (const client of clients) {
    const own = [
      ...(await documentDrafts(db, client.id)),
      ...(await reviewDrafts(db, targets.cycle.get(client.id)?.reviewId)),
      ...(await messageDrafts(db, client.id, targets.threads.get(client.id))),
      ...(await valuationDrafts(db, client.id, today)),
      ...dueDiligence,
    ];
    const drafts = newestFirst(own.filter((d) => d.at <= today)).slice(0, NOTIFICATIONS_PER_CLIENT);
    const notified = articles.filter((_, i) => i % 2 === 0);
    drafts.push(...notified.slice(0, NOTIFICATIONS_PER_CLIENT - drafts.length));
    const lastRead = daysBefore(today, LAST_READ_DAYS_AGO);
    await db.insert(notifications).values(
      newestFirst(drafts).map((draft) => ({
        userId: client.id,
        title: draft.title,
        body: draft.body,
        createdAt: draft.at,
        readAt: draft.at > lastRead ? null : readAfter(draft.at, today),
        link: draft.link ?? (draft.subject ? subjectLink(draft.subject) : null),
        subjectKind: draft.subject?.kind ?? null,
        subjectId: draft.subject?.id ?? null,
      })),
    );
  }
}

const newestFirst = (drafts: Draft[]) => [...drafts].sort((a, b) => b.at.getTime() - a.at.getTime());

/** Read the evening it arrived, or when the client last looked if that came sooner. */
const readAfter = (at: Date, today: Date) =>
  new Date(Math.min(at.getTime() + 9 * 3_600_000, daysBefore(today, LAST_READ_DAYS_AGO).getTime()));
