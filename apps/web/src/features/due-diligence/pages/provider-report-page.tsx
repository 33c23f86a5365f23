import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FileSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { providerReportQuery } from '@/features/due-diligence/api/get-provider-report';
import { DownloadPdf, pdfName } from '@/features/due-diligence/components/download-pdf';
import { RatingBadge } from '@/features/due-diligence/components/rating-badge';
import { ReportBody } from '@/features/due-diligence/components/report-body';
import {
  ArticleSkeleton,
  articleClass,
  ToAllReports,
} from '@/features/due-diligence/components/report-parts';
import { withoutLeadingTitle } from '@/features/due-diligence/report-body';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';

/** /tabs/information/due-diligence/:dd_uuid/report/:uuid: a year's report on one provider. */
export function ProviderReportPage() {
  const { dd_uuid: reportId = '', uuid: providerId = '' } = useParams();
  const report = useQuery(providerReportQuery(reportId, providerId));

  if (!report.data) {
    return report.isPending ? (
      <ArticleSkeleton label="Loading the provider report" />
    ) : (
      <EmptyState icon={FileSearch} message="No report to show for this provider.">
        <ToAllReports />
      </EmptyState>
    );
  }

  const { provider, financial_year, rating, body, _links } = report.data;
  return (
    <PullToRefresh onRefresh={() => report.refetch()}>
      <div className="flex flex-col gap-6">
        <article aria-labelledby="provider-report-heading" className={articleClass}>
          <header className="flex flex-col gap-2 border-b border-line pb-5">
            <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">
              Due diligence {financial_year}
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h2
                id="provider-report-heading"
                className="text-2xl leading-tight font-semibold tracking-tight text-ink text-balance"
              >
                {provider.name}
              </h2>
              <RatingBadge rating={rating} className="text-sm" />
            </div>
            {_links?.document && (
              <div className="mt-2">
                <DownloadPdf
                  href={_links.document.href}
                  filename={pdfName(financial_year, provider.name)}
                  label={`Download PDF: ${provider.name} ${financial_year}`}
                />
              </div>
            )}
          </header>
          <ReportBody html={withoutLeadingTitle(body, provider.name)} className="pt-5" />
        </article>
        <Link
          to={appPath.provider({ id: provider.uuid })}
          className={buttonClass('secondary', 'md', 'self-start')}
        >
          About {provider.name}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </PullToRefresh>
  );
}
