import type { AdminReview } from '@sextant/contracts/admin-service';
import type { ReviewStatus } from '@sextant/contracts/reviews';
import { ClientLink, dateTime } from '@/back-office/features/reports/components/report-parts';
import { formatDay } from '@/back-office/features/reports/periods';
import type { Column } from '@/back-office/shared/data-table';

export const STATUS_LABELS: Record<ReviewStatus, string> = {
  upcoming: 'Open: check-in not open yet',
  checkin_open: 'Open: waiting for the check-in',
  checkin_done: 'Open: check-in answered',
  delivered: 'Delivered',
  declined: 'Declined',
  no_response: 'No response',
};

const none = <span className="text-ink-muted">None</span>;

function CheckIn({ review }: { review: AdminReview }) {
  if (!review.checkin_submitted_at) return <span className="text-ink-muted">Not answered</span>;
  return (
    <>
      {dateTime.format(new Date(review.checkin_submitted_at))}
      {review.checkin && !review.checkin.wants_review && (
        <span className="block text-xs text-ink-muted">Declined the review</span>
      )}
    </>
  );
}

function Pack({ pack }: { pack: AdminReview['pack'] }) {
  if (!pack) return none;
  return (
    <>
      {pack.title}
      <span className="block text-xs text-ink-muted">
        {pack.completed_at ? `Completed ${dateTime.format(new Date(pack.completed_at))}` : 'Not completed'}
      </span>
    </>
  );
}

function Outcome({ review }: { review: AdminReview }) {
  return (
    <>
      {review.meeting_held_on
        ? `Meeting held ${formatDay(review.meeting_held_on)}`
        : review.outcome_at
          ? `Recorded ${dateTime.format(new Date(review.outcome_at))}`
          : '—'}
      {review.outcome_note && (
        <span className="block max-w-xs text-xs break-words text-ink-muted">{review.outcome_note}</span>
      )}
    </>
  );
}

/** The reviews report's table: one review a row. */
export const reviewColumns: Column<AdminReview>[] = [
  {
    key: 'client',
    header: 'Client',
    className: 'min-w-36',
    cell: (review) => <ClientLink client={review.client} />,
  },
  {
    key: 'review_date',
    header: 'Review date',
    className: 'whitespace-nowrap',
    cell: (review) => <time dateTime={review.review_date}>{formatDay(review.review_date)}</time>,
  },
  { key: 'adviser', header: 'Adviser', cell: (review) => review.adviser?.name ?? none },
  { key: 'status', header: 'Status', cell: (review) => STATUS_LABELS[review.status] },
  { key: 'checkin', header: 'Check-in', cell: (review) => <CheckIn review={review} /> },
  { key: 'pack', header: 'Review pack', cell: (review) => <Pack pack={review.pack} /> },
  { key: 'outcome', header: 'Outcome', cell: (review) => <Outcome review={review} /> },
];
