import type { AccessLedger } from '@sextant/contracts/admin-service';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadAccessLedger, useAccessLedger } from '@/back-office/features/reports/api/get-access-ledger';
import {
  ClientLink,
  count,
  Failed,
  Figures,
  filterClass,
  Labelled,
  ReportCard,
} from '@/back-office/features/reports/components/report-parts';
import { formatDay, isQuarter, quarterLabel, recentQuarters } from '@/back-office/features/reports/periods';
import { CheckOption } from '@/back-office/shared/check-option';
import { type Column, Table } from '@/back-office/shared/data-table';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { toastError } from '@/shared/ui/toast';

type LedgerRow = AccessLedger['rows'][number];
const day = (value: string | null) => (value ? formatDay(value.slice(0, 10)) : '—');
/** "2026-Q4" as "2026 Q4". */
const quarterName = (quarter: string) => quarter.replace('-', ' ');

const ledgerColumns: Column<LedgerRow>[] = [
  {
    key: 'client',
    header: 'Client',
    className: 'min-w-48',
    cell: (row) => (
      <>
        <ClientLink client={row.client} />
        <span className="block text-xs break-words text-ink-muted">{row.client.email}</span>
      </>
    ),
  },
  {
    key: 'accessed',
    header: 'Accessed',
    cell: (row) =>
      row.needs_statement ? <span className="font-semibold text-red-800">No: send a statement</span> : 'Yes',
  },
  {
    key: 'valuation_days',
    header: 'Valuation days',
    className: 'text-right tabular-nums',
    cell: (row) => count(row.valuation_days),
  },
  {
    key: 'last_valuation_view',
    header: 'Last valuation view',
    className: 'whitespace-nowrap',
    cell: (row) => day(row.last_valuation_view),
  },
  {
    key: 'statements_opened',
    header: 'Statements opened',
    className: 'text-right tabular-nums',
    cell: (row) => count(row.statements_opened),
  },
  {
    key: 'last_statement_opened',
    header: 'Last statement opened',
    className: 'whitespace-nowrap',
    cell: (row) => day(row.last_statement_opened),
  },
];

function ledgerSummary(quarter: string, ledger: AccessLedger): string {
  const { clients, accessed, needs_statement } = ledger.totals;
  return `${quarterName(quarter)}, ${formatDay(ledger.from)} to ${formatDay(ledger.to)}: ${count(clients)} ${clients === 1 ? 'client' : 'clients'}, ${count(accessed)} accessed the portal, ${count(needs_statement)} ${needs_statement === 1 ? 'needs' : 'need'} a statement.`;
}

/** The quarter in the address (`quarter`): the current one unless it names another; and the last twelve. */
function useQuarter(today: string) {
  const [search, setSearch] = useSearchParams();
  const quarters = recentQuarters(today, 12);
  const asked = search.get('quarter');
  const quarter = isQuarter(asked) ? asked : (quarters[0] as string);
  if (!quarters.includes(quarter)) quarters.push(quarter);
  const setQuarter = (next: string) =>
    setSearch(
      (current) => {
        const merged = new URLSearchParams(current);
        merged.set('quarter', next);
        return merged;
      },
      { replace: true, flushSync: true },
    );
  return { quarters, quarter, setQuarter };
}

/** The quarter's choice, and its ledger as CSV. */
function LedgerBar({
  quarters,
  quarter,
  setQuarter,
}: {
  quarters: string[];
  quarter: string;
  setQuarter: (quarter: string) => void;
}) {
  const id = useId();
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
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-80">
        <Labelled id={id} label="Quarter">
          <select
            id={id}
            className={filterClass}
            value={quarter}
            onChange={(event) => setQuarter(event.target.value)}
          >
            {quarters.map((choice) => (
              <option key={choice} value={choice}>
                {quarterName(choice)} ({quarterLabel(choice)})
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
  );
}

/** The quarter's figures and its clients, or only those who need a statement. */
function LedgerFound({
  quarter,
  ledger,
  stale,
  onlyNeeding,
  setOnlyNeeding,
}: {
  quarter: string;
  ledger: AccessLedger;
  stale: boolean;
  onlyNeeding: boolean;
  setOnlyNeeding: (only: boolean) => void;
}) {
  return (
    <div className={cx('flex flex-col gap-4', stale && 'opacity-60')}>
      <Figures
        items={[
          { label: 'Clients', value: ledger.totals.clients },
          { label: 'Accessed', value: ledger.totals.accessed },
          { label: 'Need a statement', value: ledger.totals.needs_statement },
        ]}
      />
      <CheckOption
        label="Only clients who need a statement"
        checked={onlyNeeding}
        onChange={setOnlyNeeding}
      />
      <Table
        caption={`Access ledger, ${quarterName(quarter)}`}
        columns={ledgerColumns}
        rows={ledger.rows.filter((row) => !onlyNeeding || row.needs_statement)}
        rowKey={(row) => row.client.uuid}
        empty={onlyNeeding ? 'Every client accessed the portal this quarter.' : 'No clients.'}
      />
    </div>
  );
}

/** The quarterly access ledger: who saw a valuation or opened a statement, and who must be sent one. */
export function AccessLedgerReport({ today }: { today: string }) {
  const { quarters, quarter, setQuarter } = useQuarter(today);
  const ledger = useAccessLedger(quarter);
  // Kept while the quarter changes, as the table's rows follow it.
  const [onlyNeeding, setOnlyNeeding] = useState(false);
  const data = ledger.data;
  return (
    <ReportCard
      id="ledger-heading"
      title="Access ledger"
      intro="Per client, whether they looked at a valuation or opened a statement in the portal during the quarter. Clients who did neither must be sent their statement another way."
    >
      <LedgerBar quarters={quarters} quarter={quarter} setQuarter={setQuarter} />
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {data ? ledgerSummary(quarter, data) : ''}
      </p>
      {ledger.isPending ? (
        <SkeletonList rows={2} label="Loading the access ledger" />
      ) : ledger.isError ? (
        <Failed message="The access ledger could not be loaded." retry={() => void ledger.refetch()} />
      ) : (
        data && (
          <LedgerFound
            quarter={quarter}
            ledger={data}
            stale={ledger.isPlaceholderData}
            onlyNeeding={onlyNeeding}
            setOnlyNeeding={setOnlyNeeding}
          />
        )
      )}
    </ReportCard>
  );
}
