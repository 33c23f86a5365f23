import type { AdminReportSort, AdminReportSummary } from '@sextant/contracts/admin-due-diligence';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { reportPath } from '@/back-office/features/due-diligence/api/get-report';
import { reportsQuery } from '@/back-office/features/due-diligence/api/get-reports';
import { StatusBadge } from '@/back-office/features/due-diligence/components/status-badge';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { buttonClass } from '@/shared/ui/button';

const SORTS: readonly AdminReportSort[] = ['financial_year', 'title'];
const NewReportDialog = lazy(
  () => import('@/back-office/features/due-diligence/components/new-report-dialog'),
);

const columns: Column<AdminReportSummary, AdminReportSort>[] = [
  {
    key: 'financial_year',
    header: 'Financial year',
    sort: 'financial_year',
    className: 'whitespace-nowrap',
    cell: (report) => (
      <Link
        to={reportPath(report.uuid)}
        className="rounded font-medium text-ink hover:text-accent-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        {report.financial_year}
      </Link>
    ),
  },
  { key: 'title', header: 'Title', sort: 'title', cell: (report) => report.title },
  { key: 'status', header: 'Status', cell: (report) => <StatusBadge status={report.status} /> },
  {
    key: 'panel',
    header: 'Providers on the panel',
    className: 'text-right',
    cell: (report) => report.panel_count.toLocaleString('en-GB'),
  },
];

/** The firm's due diligence reports, one a financial year: drafts and published ones. */
export function ReportsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'financial_year', order: 'desc' });
  const list = useQuery(reportsQuery(params));
  const [opener, setOpener] = useState<HTMLElement | null | undefined>(undefined);
  return (
    <>
      <DataTable
        caption="Due diligence reports"
        columns={columns}
        {...tableRows(list, 'The reports could not be loaded.', { keepRowsOnError: true })}
        rowKey={(report) => report.uuid}
        params={params}
        onParams={setParams}
        searchLabel="Search reports by title or year"
        empty="No reports yet. Create the first one."
        toolbar={
          <button
            type="button"
            className={buttonClass('primary', 'md', 'ml-auto')}
            onClick={(event) => setOpener(event.currentTarget)}
          >
            <Plus aria-hidden="true" className="size-4" />
            New report
          </button>
        }
      />
      {opener !== undefined && (
        <Suspense fallback={null}>
          <NewReportDialog opener={opener} onClose={() => setOpener(undefined)} />
        </Suspense>
      )}
    </>
  );
}
