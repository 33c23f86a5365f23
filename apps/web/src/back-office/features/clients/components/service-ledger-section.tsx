import type { ServiceReviewOutcome, ServiceYear } from '@sextant/contracts/service-ledger';
import { useClientServiceLedger } from '@/back-office/features/clients/api/get-client-service-ledger';
import { type Column, Table } from '@/back-office/shared/data-table';
import { formatMoney } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { formatDate } from './service-texts';

const OUTCOME_LABELS: Record<ServiceReviewOutcome, string> = {
  delivered: 'Delivered',
  declined: 'Declined',
  no_response: 'No response',
  open: 'Open',
  upcoming: 'Upcoming',
  not_attempted: 'Not attempted',
};

const figure = 'text-right tabular-nums';

const columns: Column<ServiceYear>[] = [
  {
    key: 'year',
    header: 'Review year',
    cell: (year) => (
      <>
        {formatDate(year.from)} to {formatDate(year.to)}
        {year.current && <span className="block text-xs text-ink-muted">This year, so far</span>}
      </>
    ),
  },
  {
    key: 'fees',
    header: 'Ongoing fees',
    className: figure,
    cell: (year) => (
      <>
        {formatMoney(Number(year.fees.ongoing))}
        {year.fees.percent !== null && (
          <span className="block text-xs text-ink-muted">
            {year.fees.percent.toFixed(2)}% of average value
          </span>
        )}
      </>
    ),
  },
  { key: 'review', header: 'Review', cell: (year) => OUTCOME_LABELS[year.review.outcome] },
  { key: 'meetings', header: 'Meetings', className: figure, cell: (year) => year.meetings },
  {
    key: 'messages',
    header: 'Messages answered',
    className: figure,
    cell: (year) => (
      <>
        {year.messages.answered} of {year.messages.waiting}
        {year.messages.median_response_hours !== null && (
          <span className="block text-xs text-ink-muted">
            median {year.messages.median_response_hours.toFixed(1)} working h
          </span>
        )}
      </>
    ),
  },
  {
    key: 'documents',
    header: 'Documents',
    className: figure,
    cell: (year) =>
      `${year.documents.published} (${year.documents.completed} of ${year.documents.to_complete} done)`,
  },
  {
    key: 'statements',
    header: 'Statements opened',
    className: figure,
    cell: (year) => `${year.statements.opened} of ${year.statements.available}`,
  },
];

/** The client's service ledger: per review year, the ongoing fee charged against what was delivered. */
export default function ServiceLedgerSection({ clientId }: { clientId: string }) {
  const query = useClientServiceLedger(clientId);
  return (
    <section
      aria-labelledby="client-service-ledger"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <div>
        <h2 id="client-service-ledger" className="text-lg font-semibold tracking-tight text-ink">
          Service ledger
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Each review year’s ongoing adviser fees against the service delivered. Response times count working
          hours (Monday to Friday, 9:00 to 17:30, less bank holidays).
        </p>
      </div>
      {query.isPending ? (
        <SkeletonList rows={2} label="Loading the service ledger" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage message="The service ledger could not be loaded." />
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <Table
          caption="Service by review year"
          columns={columns}
          rows={query.data.years}
          rowKey={(year) => year.to}
          empty="The ledger starts once the client has a review date."
        />
      )}
    </section>
  );
}
