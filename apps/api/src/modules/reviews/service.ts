import type {
  AdminClientService,
  AdminReview,
  ReviewReport,
  StaffProfile,
} from '@sextant/contracts/admin-service';
import {
  type CheckinAnswers,
  type ClientReview,
  type ClientService,
  REVIEW_CHECKIN_DAYS,
  REVIEW_NO_RESPONSE_DAYS,
  type ReviewStatus,
} from '@sextant/contracts/reviews';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import { imageTypeOf } from '@/shared/images';
import { notifyClients } from '@/shared/notify/repository';
import { dayWords, londonToday } from '@/shared/period';
import { closeReview } from '@/shared/reviews/repository';
import * as repo from './repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const PHOTO_MAX_BYTES = 200 * 1024;

function statusOf(row: repo.ReviewRow): ReviewStatus {
  if (row.outcome) return row.outcome;
  if (row.checkinSubmittedAt) return 'checkin_done';
  if (row.checkinOpenedAt) return 'checkin_open';
  return 'upcoming';
}

const packOf = (row: repo.ReviewRow) =>
  row.packId
    ? { uuid: row.packId, title: row.packTitle ?? '', completed_at: iso(row.packCompletedAt) }
    : null;

function toClientReview(row: repo.ReviewRow): ClientReview {
  return {
    uuid: row.id,
    review_date: row.reviewDate,
    status: statusOf(row),
    checkin_opened_at: iso(row.checkinOpenedAt),
    checkin_submitted_at: iso(row.checkinSubmittedAt),
    checkin: (row.checkinAnswers as CheckinAnswers | null) ?? null,
    pack: packOf(row),
  };
}

function toAdminReview(row: repo.ReviewRow): AdminReview {
  return {
    uuid: row.id,
    client: { uuid: row.clientId, name: `${row.clientFirstName} ${row.clientSurname}` },
    adviser: row.adviserId
      ? { uuid: row.adviserId, name: `${row.adviserFirstName} ${row.adviserSurname}` }
      : null,
    review_date: row.reviewDate,
    status: statusOf(row),
    checkin_submitted_at: iso(row.checkinSubmittedAt),
    checkin: (row.checkinAnswers as CheckinAnswers | null) ?? null,
    pack: packOf(row),
    meeting_held_on: row.meetingHeldOn,
    outcome_at: iso(row.outcomeAt),
    outcome_note: row.outcomeNote,
  };
}

/** The check-in email: that a short form waits in the portal. */
export interface CheckinNotice {
  to: string;
  firmName: string;
  reviewDate: string;
}

/**
 * The ongoing-service cycle: each client's adviser and annual review, from the check-in thirty days before
 * to delivered, declined or no response, and the firm's figures for any period.
 */
export function createReviewService(deps: {
  db: Database;
  clock: Clock;
  sendCheckinNotice: (notice: CheckinNotice) => Promise<void>;
}) {
  const { db, clock } = deps;

  async function adminService(firmId: string, clientId: string): Promise<AdminClientService> {
    if (!(await repo.findFirmClient(db, firmId, clientId))) throw notFound('The client');
    const [service, rows] = await Promise.all([
      repo.serviceOf(db, clientId),
      repo.clientReviews(db, clientId),
    ]);
    const open = rows.find((row) => row.outcome === null) ?? null;
    return {
      adviser: service?.adviserId
        ? { uuid: service.adviserId, name: `${service.firstName} ${service.surname}` }
        : null,
      next_review_date: service?.nextReviewDate ?? null,
      current: open ? toAdminReview(open) : null,
      history: rows.filter((row) => row !== open).map(toAdminReview),
    };
  }

  /**
   * The daily work, once across nodes: opens the check-ins due (notifying and emailing each client), and
   * ends the reviews thirty days past their date with neither answer as no response.
   */
  async function runCycle(options: { clientId?: string } = {}) {
    const now = clock();
    const today = londonToday(now);
    const opened = await repo.openDueCheckins(db, today, REVIEW_CHECKIN_DAYS, now, options.clientId);
    for (const review of opened) {
      if (!review.active) continue;
      await notifyClients(
        db,
        review.firm_id,
        { clientIds: [review.client_id] },
        {
          title: 'Your annual review check-in',
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
        });
      }
    }
    let unanswered = 0;
    if (!options.clientId) {
      for (const { id } of await repo.overdueReviews(db, today, REVIEW_NO_RESPONSE_DAYS)) {
        if (await closeReview(db, id, { outcome: 'no_response', by: null, at: now })) unanswered++;
      }
    }
    return { opened: opened.length, unanswered };
  }

  return {
    runCycle,

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

    async report(firmId: string, from: string, to: string): Promise<ReviewReport> {
      if (from > to) throw unprocessable({ to: ['The end date must be on or after the start date.'] });
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

    adminService,

    async updateService(
      actor: Actor,
      clientId: string,
      update: { adviser_id: string | null; next_review_date: string | null },
    ): Promise<AdminClientService> {
      if (!(await repo.findFirmClient(db, actor.firmId, clientId))) throw notFound('The client');
      if (update.adviser_id) {
        const adviser = await repo.findFirmStaff(db, actor.firmId, update.adviser_id);
        if (!adviser?.active)
          throw unprocessable({ adviser_id: ['Choose an active staff member of the firm.'] });
      }
      if (update.next_review_date) {
        // A past date would open, then end as no response, a review each day; a date an ended review has is taken.
        if (update.next_review_date < londonToday(actor.now)) {
          throw unprocessable({ next_review_date: ['The next review date cannot be in the past.'] });
        }
        const last = await repo.lastEndedReviewDate(db, clientId);
        if (last && update.next_review_date <= last) {
          throw unprocessable({
            next_review_date: [`Choose a date after the last review (${dayWords(last)}).`],
          });
        }
      }
      await db.transaction(async (tx) => {
        await repo.setClientService(tx, clientId, {
          adviserId: update.adviser_id,
          nextReviewDate: update.next_review_date,
        });
        await recordAudit(tx, {
          action: 'admin.client.service',
          ...auditedBy(actor),
          subject: clientId,
          details: { adviser_id: update.adviser_id, next_review_date: update.next_review_date },
        });
      });
      // A date within thirty days opens the check-in now rather than at tomorrow's run.
      await runCycle({ clientId });
      return adminService(actor.firmId, clientId);
    },

    async recordOutcome(
      actor: Actor,
      reviewId: string,
      outcome: { outcome: 'delivered' | 'declined'; meeting_held_on?: string | undefined; note: string },
    ): Promise<AdminReview> {
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

    async staffProfile(firmId: string, staffId: string): Promise<StaffProfile> {
      const staff = await repo.findFirmStaff(db, firmId, staffId);
      if (!staff) throw notFound('The staff member');
      return {
        job_title: staff.jobTitle,
        phone: staff.phone,
        booking_url: staff.bookingUrl,
        photo: staff.photo,
      };
    },

    async updateStaffProfile(actor: Actor, staffId: string, profile: StaffProfile): Promise<StaffProfile> {
      const staff = await repo.findFirmStaff(db, actor.firmId, staffId);
      if (!staff) throw notFound('The staff member');
      if (actor.role !== 'admin' && actor.userId !== staffId) {
        throw new HttpError(403, 'Only an admin can change another staff member’s profile.');
      }
      const photoProblem = profile.photo === null ? null : checkPhoto(profile.photo);
      if (photoProblem) throw unprocessable({ photo: [photoProblem] });
      const clean = (value: string | null) => (value?.trim() ? value.trim() : null);
      await db.transaction(async (tx) => {
        await repo.setStaffProfile(tx, staffId, {
          jobTitle: clean(profile.job_title),
          phone: clean(profile.phone),
          bookingUrl: clean(profile.booking_url),
          photo: profile.photo,
        });
        await recordAudit(tx, { action: 'admin.staff.profile', ...auditedBy(actor), subject: staffId });
      });
      const saved = await repo.findFirmStaff(db, actor.firmId, staffId);
      return {
        job_title: saved!.jobTitle,
        phone: saved!.phone,
        booking_url: saved!.bookingUrl,
        photo: saved!.photo,
      };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;

/** A photo must be a PNG, JPEG or WebP data URL whose bytes are what it says, of at most 200 KB. */
function checkPhoto(dataUrl: string): string | null {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return 'The photo must be a PNG, JPEG or WebP image.';
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) return 'The photo can be at most 200 KB.';
  if (imageTypeOf(bytes) !== match[1]) return 'The photo must be a PNG, JPEG or WebP image.';
  return null;
}
