import { REVIEW_CHECKIN_DAYS, REVIEW_NO_RESPONSE_DAYS } from '@sextant/contracts/reviews';
import { reviewWords } from '@sextant/contracts/rules/reviews';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { notifyClients } from '@/shared/notify/repository';
import { londonToday } from '@/shared/period';
import { closeReview } from '@/shared/reviews/repository';
import type { CheckinAnsweredNotice } from './checkin';
import * as repo from './repository';

/** The check-in email: that a short form waits in the portal. */
export interface CheckinNotice {
  to: string;
  firmName: string;
  reviewDate: string;
  /** The client's review interval in months (their segment's): what the review is called. */
  intervalMonths: number;
}

export interface CycleDeps {
  db: Database;
  clock: Clock;
  sendCheckinNotice: (notice: CheckinNotice) => Promise<void>;
  /** Tells a staff member that a client answered their check-in (checkin.ts). */
  sendCheckinAnswered: (notice: CheckinAnsweredNotice) => Promise<void>;
}

type OpenedCheckin = Awaited<ReturnType<typeof repo.openDueCheckins>>[number];

/** Tells an active client their check-in is open: in their notifications, and by email unless opted out. */
async function tellClient(deps: CycleDeps, review: OpenedCheckin, now: Date) {
  if (!review.active) return;
  await notifyClients(
    deps.db,
    review.firm_id,
    { clientIds: [review.client_id] },
    {
      title: `${reviewWords(review.interval_months).title} check-in`,
      body: 'A few quick questions before your review. It takes about two minutes.',
      subject: { kind: 'review', id: review.id },
    },
    now,
  );
  const optOut = Array.isArray(review.email_opt_out)
    ? review.email_opt_out
    : String(review.email_opt_out).replace(/[{}]/g, '').split(',');
  if (!optOut.includes('reviews')) {
    await deps.sendCheckinNotice({
      to: review.email,
      firmName: review.firm_name,
      reviewDate: review.review_date,
      intervalMonths: review.interval_months,
    });
  }
}

/**
 * The daily work, once across nodes: opens the check-ins due (notifying and emailing each client), and
 * ends the reviews thirty days past their date with neither answer as no response.
 */
export function reviewCycle(deps: CycleDeps) {
  const { db, clock } = deps;
  return async function runCycle(options: { clientId?: string } = {}) {
    const now = clock();
    const today = londonToday(now);
    const opened = await repo.openDueCheckins(db, today, REVIEW_CHECKIN_DAYS, now, options.clientId);
    for (const review of opened) await tellClient(deps, review, now);
    let unanswered = 0;
    if (!options.clientId) {
      for (const { id } of await repo.overdueReviews(db, today, REVIEW_NO_RESPONSE_DAYS)) {
        if (await closeReview(db, id, { outcome: 'no_response', by: null, at: now })) unanswered++;
      }
    }
    return { opened: opened.length, unanswered };
  };
}
