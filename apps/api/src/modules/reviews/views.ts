import type { AdminReview } from '@sextant/contracts/admin-service';
import type { CheckinAnswers, ClientReview, ReviewStatus } from '@sextant/contracts/reviews';
import type * as repo from './repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

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

export function toClientReview(row: repo.ReviewRow): ClientReview {
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

export function toAdminReview(row: repo.ReviewRow): AdminReview {
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
