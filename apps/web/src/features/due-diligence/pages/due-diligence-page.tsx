import { useQuery } from '@tanstack/react-query';
import { FileSearch, Landmark } from 'lucide-react';
import { useMemo } from 'react';
import { panelQuery } from '@/features/due-diligence/api/get-panel';
import { reportsQuery } from '@/features/due-diligence/api/get-reports';
import { PanelList } from '@/features/due-diligence/components/panel-list';
import { ReportSummary } from '@/features/due-diligence/components/report-summary';
import { YearPicker } from '@/features/due-diligence/components/year-picker';
import { attachProviders, selectReport } from '@/features/due-diligence/panel';
import { useSelectedYear } from '@/features/due-diligence/selected-year';
import { providersQuery } from '@/shared/api/get-providers';
import { EmptyState } from '@/shared/ui/empty-state';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Skeleton, SkeletonList } from '@/shared/ui/skeleton';

function PageSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading due diligence</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-12 w-64" />
      </div>
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <Skeleton className="h-3 w-32" />
        <Skeleton className="mt-3 h-6 w-3/4" />
        <Skeleton className="mt-3 h-3.5 w-1/3" />
        <Skeleton className="mt-4 h-3.5 w-full" />
        <Skeleton className="mt-2 h-3.5 w-5/6" />
        <Skeleton className="mt-5 h-11 w-48" />
      </div>
    </div>
  );
}

/** /tabs/information/due-diligence: the years, newest first and the latest selected; the year's report and panel. */
export function DueDiligencePage() {
  const reports = useQuery(reportsQuery());
  const providers = useQuery(providersQuery());
  const year = useSelectedYear((state) => state.year);
  const setYear = useSelectedYear((state) => state.setYear);

  const report = reports.data ? selectReport(reports.data, year) : undefined;
  const panel = useQuery(panelQuery(report));

  // SPEC §3: provider data attached to each entry. Until the providers arrive (or if they fail) rows show without.
  const rows = useMemo(
    () => (panel.data ? attachProviders(panel.data, providers.data ?? []) : undefined),
    [panel.data, providers.data],
  );

  const refresh = () =>
    Promise.all([reports.refetch(), providers.refetch(), report ? panel.refetch() : undefined]);

  if (!reports.data) {
    return reports.isPending ? (
      <PageSkeleton />
    ) : (
      <EmptyState icon={FileSearch} message="No due diligence reports to show." />
    );
  }
  if (!report) {
    return (
      <PullToRefresh onRefresh={refresh}>
        <EmptyState icon={FileSearch} message="Your firm has not published a due diligence report yet." />
      </PullToRefresh>
    );
  }

  const waitingForNames = rows && providers.isPending;
  return (
    <PullToRefresh onRefresh={refresh}>
      {/* From lg up the report's summary sits beside the providers it reviewed. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-x-8">
        <div className="lg:col-span-2">
          <YearPicker
            years={reports.data.map((item) => item.financial_year)}
            value={report.financial_year}
            onChange={setYear}
          />
        </div>

        <ReportSummary report={report} />

        <section
          aria-labelledby="panel-heading"
          aria-busy={!rows || waitingForNames}
          className="flex flex-col gap-3"
        >
          <div>
            <h2 id="panel-heading" className="text-xl font-semibold tracking-tight text-ink">
              Providers reviewed
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">
              {rows && rows.length > 0
                ? `${rows.length} ${rows.length === 1 ? 'provider' : 'providers'} on the ${report.financial_year} panel`
                : `The ${report.financial_year} panel`}
            </p>
          </div>
          {rows && !waitingForNames ? (
            rows.length > 0 ? (
              <PanelList reportId={report.uuid} rows={rows} />
            ) : (
              <EmptyState icon={Landmark} message={`No providers on the ${report.financial_year} panel.`} />
            )
          ) : panel.isPending || waitingForNames ? (
            <SkeletonList rows={4} label="Loading the panel" />
          ) : (
            <EmptyState icon={Landmark} message="No panel to show for this year." />
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
