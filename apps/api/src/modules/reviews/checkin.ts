import type { CheckinAnswers, ClientReview, ClientService } from '@sextant/contracts/reviews';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { ukToday } from '@/shared/clock';
import { HttpError, notFound } from '@/shared/errors';
import { fullName } from '@/shared/people/name';
import { findUserName } from '@/shared/people/repository';
import { everyoneOnce } from '@/shared/people/staff-to-tell';
import { adviserToTell, watchersToTell } from '@/shared/people/tell-repository';
import { closeReview } from '@/shared/reviews/repository';
import * as repo from './repository';
import { toClientReview } from './views';

/**
 * The email that tells the client's adviser (or their cover), or a staff member watching the client, that the
 * client answered their check-in: who, and whether they want the review, never what they wrote.
 */
export interface CheckinAnsweredNotice {
  to: string;
  firstName: string;
  clientName: string;
  clientId: string;
  wantsReview: boolean;
  /** Told as a watcher of the client rather than as their adviser. */
  watching: boolean;
}

/** Everyone to tell that the client answered, each once: their adviser (or cover) and their watchers. */
async function tellStaff(
  db: Database,
  actor: Actor,
  wantsReview: boolean,
  send: (notice: CheckinAnsweredNotice) => Promise<void>,
) {
  const client = { clientId: actor.userId, firmId: actor.firmId };
  const [adviser, watchers, name] = await Promise.all([
    adviserToTell(db, client, ukToday(actor.now)),
    watchersToTell(db, client),
    findUserName(db, actor.userId),
  ]);
  const clientName = name ? fullName(name.firstName, name.surname) : 'A client';
  for (const person of everyoneOnce(adviser, watchers))
    await send({ ...person, to: person.email, clientName, clientId: actor.userId, wantsReview });
}

/** The client's side: their adviser and current review, and the check-in they answer. */
export function clientFlows(
  db: Database,
  sendCheckinAnswered: (notice: CheckinAnsweredNotice) => Promise<void>,
) {
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
        interval_months: service?.intervalMonths ?? 12,
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
      await tellStaff(db, actor, answers.wants_review, sendCheckinAnswered);
      return toClientReview((await repo.findClientReview(db, actor.userId, reviewId))!);
    },
  };
}
