import type { DueDiligenceReport } from '@sextant/contracts/due-diligence';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';

/** The selected year's report: title, publication date, summary and the way to the whole report. */
export function ReportSummary({ report }: { report: DueDiligenceReport }) {
  return (
    <article
      aria-labelledby="report-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">
        Financial year {report.financial_year}
      </p>
      <h2
        id="report-title"
        className="text-xl leading-snug font-semibold tracking-tight text-ink text-balance"
      >
        {report.title}
      </h2>
      <p className="text-sm text-ink-muted">
        Published <time dateTime={report.published_at}>{formatDate(report.published_at)}</time>
      </p>
      {report.summary && <p className="text-base leading-relaxed text-ink">{report.summary}</p>}
      <Link
        to={appPath.dueDiligenceReport({ id: report.uuid })}
        aria-label={`Read the full report: ${report.title}`}
        className={buttonClass('primary', 'md', 'mt-1 self-start')}
      >
        Read the full report
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
