import { lazy, Suspense } from 'react';
import { BodySkeleton } from './report-parts';

// The sanitiser (DOMPurify, 11 KB gzip) loads beside the report's data, not before the screen can show:
// the download starts when this screen's module loads, while the report is being fetched.
const htmlContent = import('@/shared/ui/html-content');
const HtmlContent = lazy(async () => ({ default: (await htmlContent).HtmlContent }));

/** A report's body: the firm's HTML, sanitised again in the browser (DESIGN.md). */
export function ReportBody({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className}>
      <Suspense fallback={<BodySkeleton />}>
        <HtmlContent html={html} />
      </Suspense>
    </div>
  );
}
