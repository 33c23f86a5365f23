import type { CheckinAnswers, ClientReview, ClientService } from '@sextant/contracts/reviews';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { HttpError, notFound } from '@/shared/errors';
import { closeReview } from '@/shared/reviews/repository';
import * as repo from './repository';
import { toClientReview } from './views';

/** The client's side: their adviser and current review, and the check-in they answer. */
export function clientFlows(db: Database) {
  return {
    async clientService(clientId: string): Promise<ClientService> {
      const [service, rows] = await Promise.all([
        repo.serviceOf(db, clientId),
        repo.clientReviews(db, clientId),
      ]);
      const current = rows.find((row) => row.outcome === null) ?? rows[0] ?? null;
      return {
        adviser: service?.adviserId
          ? {
              uuid: service.adviserId,
              name: `${service.firstName} ${service.surname}`,
              job_title: service.jobTitle,
              photo: service.photo,
              phone: service.phone ?? service.mobile,
              email: service.email ?? '',
              booking_url: service.bookingUrl,
            }
          : null,
        next_review_date: service?.nextReviewDate ?? null,
        review: current ? toClientReview(current) : null,
      };
    },

    async submitCheckin(actor: Actor, reviewId: string, answers: CheckinAnswers): Promise<ClientReview> {
      const review = await repo.findClientReview(db, actor.userId, reviewId);
      if (!review) throw notFound('The review');
      await db.transaction(async (tx) => {
        if (!(await repo.saveCheckin(tx, reviewId, answers, actor.now))) {
          throw new HttpError(
            409,
            'This check-in is not open: it has been answered already or the review has ended.',
          );
        }
        if (!answers.wants_review) {
          await closeReview(tx, reviewId, {
            outcome: 'declined',
            by: actor.userId,
            at: actor.now,
            note: 'Declined in the check-in',
          });
        }
        await recordAudit(tx, {
          action: 'client.review.checkin',
          ...auditedBy(actor),
          subject: reviewId,
          details: { wants_review: answers.wants_review },
        });
      });
      return toClientReview((await repo.findClientReview(db, actor.userId, reviewId))!);
    },
  };
}
