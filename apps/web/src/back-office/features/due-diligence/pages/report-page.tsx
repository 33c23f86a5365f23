import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileSearch } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link, useParams } from 'react-router';
import { reportQuery } from '@/back-office/features/due-diligence/api/get-report';
import { useSetPublished } from '@/back-office/features/due-diligence/api/publish-report';
import { DocumentEditor } from '@/back-office/features/due-diligence/components/document-editor';
import { StatusBadge } from '@/back-office/features/due-diligence/components/status-badge';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { toastError, toastSuccess } from '@/shared/ui/toast';

// The forms (react-hook-form) load beside the report's data, not before the screen can show.
const detailsForm = import('@/back-office/features/due-diligence/components/details-form');
const panelEditor = import('@/back-office/features/due-diligence/components/panel-editor');
const providerReports = import('@/back-office/features/due-diligence/components/provider-report-editor');
const DetailsForm = lazy(async () => ({ default: (await detailsForm).DetailsForm }));
const PanelEditor = lazy(async () => ({ default: (await panelEditor).PanelEditor }));
const ProviderReports = lazy(async () => ({ default: (await providerReports).ProviderReports }));

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      </div>
      <Suspense fallback={<Skeleton className="h-32 w-full" />}>{children}</Suspense>
    </section>
  );
}

function PublishBar({ report }: { report: AdminReport }) {
  const publish = useSetPublished(report.uuid);
  const published = report.status === 'published';
  const toggle = () =>
    publish.mutate(!published, {
      onSuccess: () =>
        toastSuccess(
          published ? 'The report is hidden from clients.' : 'The report is published to clients.',
        ),
      onError: () => toastError('The change could not be saved. Please try again.'),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <StatusBadge status={report.status} />
        <span className="text-ink-muted">
          {published && report.published_at
            ? `Clients have seen it since ${formatDate(report.published_at)}.`
            : 'Clients cannot see it yet.'}
        </span>
      </div>
      <button
        type="button"
        className={buttonClass(published ? 'secondary' : 'primary')}
        onClick={toggle}
        disabled={publish.isPending}
        aria-busy={publish.isPending || undefined}
      >
        {publish.isPending && <Spinner className="size-4" />}
        {published ? 'Unpublish' : 'Publish'}
      </button>
    </div>
  );
}

/** One year's due diligence report: its text, publication, PDF, panel and per-provider reports. */
export function ReportPage() {
  const id = useParams().id ?? '';
  const query = useQuery(reportQuery(id));
  const report = query.data;

  if (!report) {
    return query.isPending ? (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">Loading the report</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    ) : (
      <EmptyState icon={FileSearch} message="This report could not be found.">
        <Link to={appPath.adminDueDiligence()} className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All reports
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to={appPath.adminDueDiligence()} className={buttonClass('ghost', 'md', 'self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All reports
      </Link>
      <PublishBar report={report} />
      <Section title={`${report.financial_year}: ${report.title}`}>
        <DetailsForm key={report.uuid} report={report} />
      </Section>
      <Section
        title="Report PDF"
        description="Clients of the firm can download it once the report is published."
      >
        <DocumentEditor
          slot={{ reportId: report.uuid }}
          document={report.document}
          label="The report as a PDF"
        />
      </Section>
      <Section
        title="Panel"
        description="The providers the firm recommends this year, in the order clients see them."
      >
        <PanelEditor
          key={report.panel
            .map((entry) => `${entry.provider.uuid}:${entry.rating}:${entry.summary}`)
            .join('|')}
          report={report}
        />
      </Section>
      <Section title="Provider reports" description="The full review of each provider on the panel.">
        <ProviderReports report={report} />
      </Section>
    </div>
  );
}
