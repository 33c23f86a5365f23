import type { AccessLedger, AdminReview, ReviewReport } from '@sextant/contracts/admin-service';
import type { ReviewStatus } from '@sextant/contracts/reviews';
import { Download } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { downloadAccessLedger, useAccessLedger } from '@/back-office/features/reports/api/get-access-ledger';
import { useReviewReport } from '@/back-office/features/reports/api/get-review-report';
import {
  formatDay,
  isDate,
  isQuarter,
  londonToday,
  type Period,
  presets,
  quarterLabel,
  recentQuarters,
} from '@/back-office/features/reports/periods';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { toastError } from '@/shared/ui/toast';

const STATUS_LABELS: Record<ReviewStatus, string> = {
  upcoming: 'Open: check-in not open yet',
  checkin_open: 'Open: waiting for the check-in',
  checkin_done: 'Open: check-in answered',
  delivered: 'Delivered',
  declined: 'Declined',
  no_response: 'No response',
};
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

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const count = (n: number) => n.toLocaleString('en-GB');
const percent = (n: number, of: number) => `${Math.round((n / of) * 100)}% of due`;

const filterClass =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm shadow-sm focus:border-accent focus:outline-2 focus:outline-focus';
const cardClass = 'flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card';

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

function Figures({ items }: { items: { label: string; value: number; note?: string | undefined }[] }) {
  return (
    <dl className={cx('grid grid-cols-2 gap-3 sm:grid-cols-3', items.length > 3 && 'lg:grid-cols-5')}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-xl border border-line bg-canvas px-4 py-3">
          <dt className="text-sm font-medium text-ink-muted">{item.label}</dt>
          <dd className="text-2xl font-semibold text-ink tabular-nums">{count(item.value)}</dd>
          {item.note && <dd className="text-xs text-ink-muted">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-navy-50/60 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cx('px-4 py-3 font-semibold', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={cx('px-4 py-3 align-top', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="px-4 py-8 text-center text-sm text-ink-muted">{empty}</p>}
    </ScrollRegion>
  );
}

function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-700">
      <span>{message}</span>
      <button type="button" className={buttonClass('secondary')} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

const clientLink = (client: { uuid: string; name: string }) => (
  <Link
    to={appPath.adminClient({ id: client.uuid })}
    className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline-offset-2 hover:underline"
  >
    {client.name}
  </Link>
);

const reviewColumns: Column<AdminReview>[] = [
  { header: 'Client', className: 'min-w-36', cell: (review) => clientLink(review.client) },
  {
    header: 'Review date',
    className: 'whitespace-nowrap',
    cell: (review) => <time dateTime={review.review_date}>{formatDay(review.review_date)}</time>,
  },
  {
    header: 'Adviser',
    cell: (review) => review.adviser?.name ?? <span className="text-ink-muted">None</span>,
  },
  { header: 'Status', cell: (review) => STATUS_LABELS[review.status] },
  {
    header: 'Check-in',
    cell: (review) =>
      review.checkin_submitted_at ? (
        <>
          {dateTime.format(new Date(review.checkin_submitted_at))}
          {review.checkin && !review.checkin.wants_review && (
            <span className="block text-xs text-ink-muted">Declined the review</span>
          )}
        </>
      ) : (
        <span className="text-ink-muted">Not answered</span>
      ),
  },
  {
    header: 'Review pack',
    cell: (review) =>
      review.pack ? (
        <>
          {review.pack.title}
          <span className="block text-xs text-ink-muted">
            {review.pack.completed_at
              ? `Completed ${dateTime.format(new Date(review.pack.completed_at))}`
              : 'Not completed'}
          </span>
        </>
      ) : (
        <span className="text-ink-muted">None</span>
      ),
  },
  {
    header: 'Outcome',
    cell: (review) => (
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
    ),
  },
];

function reviewSummary(report: ReviewReport): string {
  const due = `${count(report.due)} ${report.due === 1 ? 'review' : 'reviews'} due from ${formatDay(report.from)} to ${formatDay(report.to)}`;
  return report.due === 0
    ? `No reviews due from ${formatDay(report.from)} to ${formatDay(report.to)}.`
    : `${due}: ${count(report.delivered)} delivered, ${count(report.declined)} declined, ${count(report.no_response)} no response, ${count(report.open)} open.`;
}

/** Reviews due in a period: the figures a Consumer Duty board report needs, and the reviews themselves. */
function ReviewsReport({ today }: { today: string }) {
  const ids = { preset: useId(), from: useId(), to: useId(), show: useId() };
  const [search, setSearch] = useSearchParams();
  const choices = presets(today);
  const fallback = choices[0]?.period as Period;
  const period: Period = {
    from: isDate(search.get('from')) ? (search.get('from') as string) : fallback.from,
    to: isDate(search.get('to')) ? (search.get('to') as string) : fallback.to,
  };
  const backwards = period.from > period.to;
  const report = useReviewReport(period, !backwards);
  const [show, setShow] = useState<Show>('all');
  const preset = choices.find(
    (choice) => choice.period.from === period.from && choice.period.to === period.to,
  );

  const setPeriod = (next: Partial<Period>) =>
    setSearch(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      // The period's inputs are controlled by the address: update them in this event.
      { replace: true, flushSync: true },
    );

  const data = report.data;
  const rows = data ? data.reviews.filter((review) => shown(show, review)) : [];
  return (
    <section aria-labelledby="reviews-heading" className={cardClass}>
      <div>
        <h2 id="reviews-heading" className="text-lg font-semibold tracking-tight text-ink">
          Reviews
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Reviews whose review date falls in the period. A review is delivered when the client acknowledges
          its pack or a meeting is recorded, and no response 30 days after its date with neither.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Labelled id={ids.preset} label="Period">
          <select
            id={ids.preset}
            className={filterClass}
            value={preset?.id ?? 'custom'}
            onChange={(event) => {
              const chosen = choices.find((choice) => choice.id === event.target.value);
              if (chosen) setPeriod(chosen.period);
            }}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
            <option value="custom" disabled={preset !== undefined}>
              Dates of your choice
            </option>
          </select>
        </Labelled>
        <Labelled id={ids.from} label="From">
          <input
            id={ids.from}
            type="date"
            className={filterClass}
            value={period.from}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? `${ids.to}-error` : undefined}
            onChange={(event) => isDate(event.target.value) && setPeriod({ from: event.target.value })}
          />
        </Labelled>
        <Labelled id={ids.to} label="To">
          <input
            id={ids.to}
            type="date"
            className={filterClass}
            value={period.to}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? `${ids.to}-error` : undefined}
            onChange={(event) => isDate(event.target.value) && setPeriod({ to: event.target.value })}
          />
        </Labelled>
      </div>
      {backwards && (
        <p id={`${ids.to}-error`} role="alert" className="text-sm font-medium text-red-700">
          The end of the period cannot be before its start.
        </p>
      )}

      <p aria-live="polite" className="text-sm font-medium text-ink">
        {backwards ? '' : data ? reviewSummary(data) : ''}
      </p>
      {backwards ? null : report.isPending ? (
        <SkeletonList rows={2} label="Loading the reviews" />
      ) : report.isError ? (
        <Failed message="The reviews could not be loaded." retry={() => void report.refetch()} />
      ) : (
        data && (
          <div className={cx('flex flex-col gap-4', report.isPlaceholderData && 'opacity-60')}>
            <Figures
              items={[
                { label: 'Due', value: data.due },
                {
                  label: 'Delivered',
                  value: data.delivered,
                  note: data.due ? percent(data.delivered, data.due) : undefined,
                },
                {
                  label: 'Declined',
                  value: data.declined,
                  note: data.due ? percent(data.declined, data.due) : undefined,
                },
                {
                  label: 'No response',
                  value: data.no_response,
                  note: data.due ? percent(data.no_response, data.due) : undefined,
                },
                {
                  label: 'Open',
                  value: data.open,
                  note: data.due ? percent(data.open, data.due) : undefined,
                },
              ]}
            />
            <div className="max-w-xs">
              <Labelled id={ids.show} label="Show">
                <select
                  id={ids.show}
                  className={filterClass}
                  value={show}
                  onChange={(event) => setShow(event.target.value as Show)}
                >
                  {SHOW.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </Labelled>
            </div>
            <ReportTable
              caption="Reviews in the period"
              columns={reviewColumns}
              rows={rows}
              rowKey={(review) => review.uuid}
              empty={data.due === 0 ? 'No reviews are due in this period.' : 'No reviews with this status.'}
            />
          </div>
        )
      )}
    </section>
  );
}

type LedgerRow = AccessLedger['rows'][number];
const day = (value: string | null) => (value ? formatDay(value.slice(0, 10)) : '—');

const ledgerColumns: Column<LedgerRow>[] = [
  {
    header: 'Client',
    className: 'min-w-48',
    cell: (row) => (
      <>
        {clientLink(row.client)}
        <span className="block text-xs break-words text-ink-muted">{row.client.email}</span>
      </>
    ),
  },
  {
    header: 'Accessed',
    cell: (row) =>
      row.needs_statement ? <span className="font-semibold text-red-800">No: send a statement</span> : 'Yes',
  },
  {
    header: 'Valuation days',
    className: 'text-right tabular-nums',
    cell: (row) => count(row.valuation_days),
  },
  {
    header: 'Last valuation view',
    className: 'whitespace-nowrap',
    cell: (row) => day(row.last_valuation_view),
  },
  {
    header: 'Statements opened',
    className: 'text-right tabular-nums',
    cell: (row) => count(row.statements_opened),
  },
  {
    header: 'Last statement opened',
    className: 'whitespace-nowrap',
    cell: (row) => day(row.last_statement_opened),
  },
];

/** The quarterly access ledger: who saw a valuation or opened a statement, and who must be sent one. */
function AccessLedgerReport({ today }: { today: string }) {
  const ids = { quarter: useId(), only: useId() };
  const [search, setSearch] = useSearchParams();
  const quarters = recentQuarters(today, 12);
  const asked = search.get('quarter');
  const quarter = isQuarter(asked) ? asked : (quarters[0] as string);
  if (!quarters.includes(quarter)) quarters.push(quarter);
  const ledger = useAccessLedger(quarter);
  const [onlyNeeding, setOnlyNeeding] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAccessLedger(quarter);
    } catch {
      toastError('The CSV could not be downloaded. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  const data = ledger.data;
  const rows = data ? data.rows.filter((row) => !onlyNeeding || row.needs_statement) : [];
  return (
    <section aria-labelledby="ledger-heading" className={cardClass}>
      <div>
        <h2 id="ledger-heading" className="text-lg font-semibold tracking-tight text-ink">
          Access ledger
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Per client, whether they looked at a valuation or opened a statement in the portal during the
          quarter. Clients who did neither must be sent their statement another way.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-80">
          <Labelled id={ids.quarter} label="Quarter">
            <select
              id={ids.quarter}
              className={filterClass}
              value={quarter}
              onChange={(event) =>
                setSearch(
                  (current) => {
                    const merged = new URLSearchParams(current);
                    merged.set('quarter', event.target.value);
                    return merged;
                  },
                  { replace: true, flushSync: true },
                )
              }
            >
              {quarters.map((choice) => (
                <option key={choice} value={choice}>
                  {choice.replace('-', ' ')} ({quarterLabel(choice)})
                </option>
              ))}
            </select>
          </Labelled>
        </div>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={download}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
          Download CSV
        </button>
      </div>

      <p aria-live="polite" className="text-sm font-medium text-ink">
        {data
          ? `${quarter.replace('-', ' ')}, ${formatDay(data.from)} to ${formatDay(data.to)}: ${count(data.totals.clients)} ${data.totals.clients === 1 ? 'client' : 'clients'}, ${count(data.totals.accessed)} accessed the portal, ${count(data.totals.needs_statement)} ${data.totals.needs_statement === 1 ? 'needs' : 'need'} a statement.`
          : ''}
      </p>
      {ledger.isPending ? (
        <SkeletonList rows={2} label="Loading the access ledger" />
      ) : ledger.isError ? (
        <Failed message="The access ledger could not be loaded." retry={() => void ledger.refetch()} />
      ) : (
        data && (
          <div className={cx('flex flex-col gap-4', ledger.isPlaceholderData && 'opacity-60')}>
            <Figures
              items={[
                { label: 'Clients', value: data.totals.clients },
                { label: 'Accessed', value: data.totals.accessed },
                { label: 'Need a statement', value: data.totals.needs_statement },
              ]}
            />
            <label htmlFor={ids.only} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                id={ids.only}
                type="checkbox"
                className="size-4 accent-teal-600"
                checked={onlyNeeding}
                onChange={(event) => setOnlyNeeding(event.target.checked)}
              />
              Only clients who need a statement
            </label>
            <ReportTable
              caption={`Access ledger, ${quarter.replace('-', ' ')}`}
              columns={ledgerColumns}
              rows={rows}
              rowKey={(row) => row.client.uuid}
              empty={onlyNeeding ? 'Every client accessed the portal this quarter.' : 'No clients.'}
            />
          </div>
        )
      )}
    </section>
  );
}

/** The firm's reports: reviews in a period, and the quarterly access ledger. */
export function ReportsPage() {
  const today = londonToday();
  return (
    <div className="flex flex-col gap-6">
      <ReviewsReport today={today} />
      <AccessLedgerReport today={today} />
    </div>
  );
}
