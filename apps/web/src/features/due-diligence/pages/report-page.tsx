import { useQuery } from '@tanstack/react-query';
import { FileSearch } from 'lucide-react';
import { useParams } from 'react-router';
import { reportQuery } from '@/features/due-diligence/api/get-report';
import { DownloadPdf, pdfName } from '@/features/due-diligence/components/download-pdf';
import { ReportBody } from '@/features/due-diligence/components/report-body';
import {
  ArticleSkeleton,
  articleClass,
  ToAllReports,
} from '@/features/due-diligence/components/report-parts';
import { withoutLeadingTitle } from '@/features/due-diligence/report-body';
import { formatDate } from '@/shared/format/money';
import { EmptyState } from '@/shared/ui/empty-state';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';

/** /tabs/information/due-diligence/report/:id: a year's due diligence report. */
export function ReportPage() {
  const id = useParams().id ?? '';
  const report = useQuery(reportQuery(id));

  if (!report.data) {
    return report.isPending ? (
      <ArticleSkeleton label="Loading the report" />
    ) : (
      <EmptyState icon={FileSearch} message="No report to show.">
        <ToAllReports />
      </EmptyState>
    );
  }

  const { title, financial_year, published_at, summary, body, _links } = report.data;
  return (
    <PullToRefresh onRefresh={() => report.refetch()}>
      <article aria-labelledby="report-heading" className={articleClass}>
        <header className="flex flex-col gap-2 border-b border-line pb-5">
          <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">
            Due diligence {financial_year}
          </p>
          <h2
            id="report-heading"
            className="text-2xl leading-tight font-semibold tracking-tight text-ink text-balance"
          >
            {title}
          </h2>
          <p className="text-sm text-ink-muted">
            Published <time dateTime={published_at}>{formatDate(published_at)}</time>
          </p>
          {summary && <p className="mt-2 text-lg leading-relaxed text-ink">{summary}</p>}
          {_links.document && (
            <div className="mt-2">
              <DownloadPdf
                href={_links.document.href}
                filename={pdfName(financial_year)}
                label={`Download PDF: ${title}`}
              />
            </div>
          )}
        </header>
        <ReportBody html={withoutLeadingTitle(body, title)} className="pt-5" />
      </article>
    </PullToRefresh>
  );
}
