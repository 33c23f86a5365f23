import type { AdminReview, ReviewReport } from '@sextant/contracts/admin-service';
import type { ReviewStatus } from '@sextant/contracts/reviews';
import { useId, useState } from 'react';
import { useReviewReport } from '@/back-office/features/reports/api/get-review-report';
import {
  count,
  Failed,
  type Figure,
  Figures,
  filterClass,
  Labelled,
  ReportCard,
} from '@/back-office/features/reports/components/report-parts';
import { reviewColumns } from '@/back-office/features/reports/components/review-columns';
import { PeriodFields, useReportPeriod } from '@/back-office/features/reports/components/review-period';
import { formatDay } from '@/back-office/features/reports/periods';
import { Table } from '@/back-office/shared/data-table';
import { cx } from '@/shared/ui/cx';
import { SkeletonList } from '@/shared/ui/skeleton';

const OPEN: readonly ReviewStatus[] = ['upcoming', 'checkin_open', 'checkin_done'];

type Show = 'all' | 'delivered' | 'declined' | 'no_response' | 'open';
const SHOW: { value: Show; label: string }[] = [
  { value: 'all', label: 'All reviews' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'declined', label: 'Declined' },
  { value: 'no_response', label: 'No response' },
  { value: 'open', label: 'Open' },
];
const shown = (show: Show, review: AdminReview) =>
  show === 'all' || (show === 'open' ? OPEN.includes(review.status) : review.status === show);

const percent = (n: number, of: number) => `${Math.round((n / of) * 100)}% of due`;

function reviewSummary(report: ReviewReport): string {
  const due = `${count(report.due)} ${report.due === 1 ? 'review' : 'reviews'} due from ${formatDay(report.from)} to ${formatDay(report.to)}`;
  return report.due === 0
    ? `No reviews due from ${formatDay(report.from)} to ${formatDay(report.to)}.`
    : `${due}: ${count(report.delivered)} delivered, ${count(report.declined)} declined, ${count(report.no_response)} no response, ${count(report.open)} open.`;
}

/** Due, then each outcome with its share of due. */
function reviewFigures(report: ReviewReport): Figure[] {
  const share = (value: number) => (report.due ? percent(value, report.due) : undefined);
  return [
    { label: 'Due', value: report.due },
    { label: 'Delivered', value: report.delivered, note: share(report.delivered) },
    { label: 'Declined', value: report.declined, note: share(report.declined) },
    { label: 'No response', value: report.no_response, note: share(report.no_response) },
    { label: 'Open', value: report.open, note: share(report.open) },
  ];
}

function ShowChoice({ show, onShow }: { show: Show; onShow: (show: Show) => void }) {
  const id = useId();
  return (
    <div className="max-w-xs">
      <Labelled id={id} label="Show">
        <select
          id={id}
          className={filterClass}
          value={show}
          onChange={(event) => onShow(event.target.value as Show)}
        >
          {SHOW.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Labelled>
    </div>
  );
}

/** The period's figures, and its reviews with the status chosen. */
function ReviewsFound({
  report,
  stale,
  show,
  onShow,
}: {
  report: ReviewReport;
  stale: boolean;
  show: Show;
  onShow: (show: Show) => void;
}) {
  return (
    <div className={cx('flex flex-col gap-4', stale && 'opacity-60')}>
      <Figures items={reviewFigures(report)} />
      <ShowChoice show={show} onShow={onShow} />
      <Table
        caption="Reviews in the period"
        columns={reviewColumns}
        rows={report.reviews.filter((review) => shown(show, review))}
        rowKey={(review) => review.uuid}
        empty={report.due === 0 ? 'No reviews are due in this period.' : 'No reviews with this status.'}
      />
    </div>
  );
}

/** Reviews due in a period: the figures a Consumer Duty board report needs, and the reviews themselves. */
export function ReviewsReport({ today }: { today: string }) {
  const { choices, period, setPeriod, backwards } = useReportPeriod(today);
  const report = useReviewReport(period, !backwards);
  // Kept while the period changes, as the table's rows follow it.
  const [show, setShow] = useState<Show>('all');
  const data = report.data;
  return (
    <ReportCard
      id="reviews-heading"
      title="Reviews"
      intro="Reviews whose review date falls in the period. A review is delivered when the client acknowledges its pack or a meeting is recorded; it is “no response” when 30 days pass after its date with neither."
    >
      <PeriodFields choices={choices} period={period} setPeriod={setPeriod} backwards={backwards} />
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {backwards ? '' : data ? reviewSummary(data) : ''}
      </p>
      {backwards ? null : report.isPending ? (
        <SkeletonList rows={2} label="Loading the reviews" />
      ) : report.isError ? (
        <Failed message="The reviews could not be loaded." retry={() => void report.refetch()} />
      ) : (
        data && <ReviewsFound report={data} stale={report.isPlaceholderData} show={show} onShow={setShow} />
      )}
    </ReportCard>
  );
}
