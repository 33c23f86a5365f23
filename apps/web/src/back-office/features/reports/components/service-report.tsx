import type { ServiceReport as Report } from '@sextant/contracts/service-ledger';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import {
  downloadServiceReport,
  useServiceReport,
} from '@/back-office/features/reports/api/get-service-report';
import { count, Failed, Figures, ReportCard } from '@/back-office/features/reports/components/report-parts';
import { PeriodFields, useReportPeriod } from '@/back-office/features/reports/components/review-period';
import {
  exceptionColumns,
  type Group,
  groupColumns,
} from '@/back-office/features/reports/components/service-columns';
import { formatDay, type Period } from '@/back-office/features/reports/periods';
import { Table } from '@/back-office/shared/data-table';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { toastError } from '@/shared/ui/toast';

const share = (value: number | null) => (value === null ? undefined : `${value.toFixed(1)}% of charged`);

function summary(report: Report): string {
  const span = `from ${formatDay(report.from)} to ${formatDay(report.to)}`;
  const { overall } = report;
  if (overall.charged === 0) return `No client was charged an ongoing adviser fee ${span}.`;
  return `${count(overall.charged)} ${overall.charged === 1 ? 'client' : 'clients'} charged an ongoing adviser fee ${span}: ${count(overall.delivered)} reviews delivered, ${count(report.exceptions.length)} ${report.exceptions.length === 1 ? 'exception' : 'exceptions'}.`;
}

function Downloads({ period, disabled }: { period: Period; disabled: boolean }) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const download = async (as: 'csv' | 'pdf') => {
    setBusy(as);
    try {
      await downloadServiceReport(period, as);
    } catch {
      toastError(`The ${as === 'csv' ? 'CSV' : 'board pack'} could not be downloaded. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  const button = (as: 'csv' | 'pdf', label: string, Icon: typeof Download) => (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={() => void download(as)}
      disabled={disabled || busy !== null}
      aria-busy={busy === as || undefined}
    >
      {busy === as ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />}
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {button('pdf', 'Download board pack (PDF)', FileText)}
      {button('csv', 'Download CSV', Download)}
    </div>
  );
}

/** The report's groups, each a table: its caption, its first column's heading and its rows. */
const groupTables = (report: Report): [string, string, Group[]][] => [
  ['By adviser', 'Adviser', report.by_adviser],
  ['By review segment', 'Segment', report.by_segment],
  [
    'Clients with and without a vulnerability record',
    'Clients',
    [
      { name: 'With a record', ...report.vulnerability.with_record },
      { name: 'Without a record', ...report.vulnerability.without_record },
    ],
  ],
];

function ServiceFound({ report, stale }: { report: Report; stale: boolean }) {
  const { overall } = report;
  return (
    <div className={cx('flex flex-col gap-4', stale && 'opacity-60')}>
      <Figures
        items={[
          { label: 'Charged an ongoing fee', value: overall.charged },
          { label: 'Delivered', value: overall.delivered, note: share(overall.percent.delivered) },
          { label: 'Declined', value: overall.declined, note: share(overall.percent.declined) },
          { label: 'No response', value: overall.no_response, note: share(overall.percent.no_response) },
          {
            label: 'Not attempted',
            value: overall.not_attempted,
            note: share(overall.percent.not_attempted),
          },
        ]}
      />
      {groupTables(report).map(([caption, first, rows]) => (
        <Table
          key={caption}
          caption={caption}
          columns={groupColumns(first)}
          rows={rows}
          rowKey={(g) => g.name}
          empty="No client was charged."
        />
      ))}
      <Table
        caption="Exceptions: charged with no review delivered in 15 months"
        columns={exceptionColumns}
        rows={report.exceptions}
        rowKey={(row) => row.client.uuid}
        empty="No exceptions: every client charged had a review delivered in the last 15 months."
      />
    </div>
  );
}

/** The ongoing fee against the service delivered: the FCA's review figures for the board, with the exceptions. */
export function ServiceReport({ today }: { today: string }) {
  const { choices, period, setPeriod, backwards } = useReportPeriod(today, 'service_');
  const report = useServiceReport(period, !backwards);
  const data = report.data;
  return (
    <ReportCard
      id="service-heading"
      title="Ongoing service"
      intro="Of the clients charged an ongoing adviser fee in the period, whose review was delivered, declined, had no response or was not attempted. A client with no review dated in the period is “not due” when one was delivered in the 15 months to its end or the next is set after it."
    >
      <PeriodFields choices={choices} period={period} setPeriod={setPeriod} backwards={backwards} />
      <Downloads period={period} disabled={backwards} />
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {backwards ? '' : data ? summary(data) : ''}
      </p>
      {backwards ? null : report.isPending ? (
        <SkeletonList rows={3} label="Loading the service report" />
      ) : report.isError ? (
        <Failed message="The service report could not be loaded." retry={() => void report.refetch()} />
      ) : (
        data && <ServiceFound report={data} stale={report.isPlaceholderData} />
      )}
    </ReportCard>
  );
}
