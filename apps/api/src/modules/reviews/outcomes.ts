import type { AdminReview, ReviewReport } from '@sextant/contracts/admin-service';
import type { ReviewStatus } from '@sextant/contracts/reviews';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import { londonToday } from '@/shared/period';
import { closeReview } from '@/shared/reviews/repository';
import * as repo from './repository';
import { toAdminReview } from './views';

type Outcome = { outcome: 'delivered' | 'declined'; meeting_held_on?: string | undefined; note: string };

/** How reviews end: the firm recording an outcome, and its figures for a period. */
export function outcomeFlows(db: Database) {
  return {
    async report(firmId: string, from: string, to: string): Promise<ReviewReport> {
      const rows = (await repo.firmReviewsBetween(db, firmId, from, to)).map(toAdminReview);
      const count = (status: ReviewStatus) => rows.filter((row) => row.status === status).length;
      const delivered = count('delivered');
      const declined = count('declined');
      const noResponse = count('no_response');
      return {
        from,
        to,
        due: rows.length,
        delivered,
        declined,
        no_response: noResponse,
        open: rows.length - delivered - declined - noResponse,
        reviews: rows,
      };
    },

    async recordOutcome(actor: Actor, reviewId: string, outcome: Outcome): Promise<AdminReview> {
      const review = await repo.findFirmReview(db, actor.firmId, reviewId);
      if (!review) throw notFound('The review');
      if (outcome.outcome === 'delivered' && !outcome.meeting_held_on) {
        throw unprocessable({ meeting_held_on: ['Enter the date the review meeting was held.'] });
      }
      if (outcome.meeting_held_on && outcome.meeting_held_on > londonToday(actor.now)) {
        throw unprocessable({ meeting_held_on: ['The meeting date cannot be in the future.'] });
      }
      await db.transaction(async (tx) => {
        const closed = await closeReview(tx, reviewId, {
          outcome: outcome.outcome,
          by: actor.userId,
          at: actor.now,
          note: outcome.note || null,
          meetingHeldOn: outcome.meeting_held_on ?? null,
        });
        if (!closed) throw new HttpError(409, 'This review has already ended.');
        await recordAudit(tx, {
          action: 'admin.review.outcome',
          ...auditedBy(actor),
          subject: reviewId,
          details: { outcome: outcome.outcome },
        });
      });
      return toAdminReview((await repo.findFirmReview(db, actor.firmId, reviewId))!);
    },
  };
}
