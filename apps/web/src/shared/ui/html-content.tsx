import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cx } from './cx';

/**
 * HTML from the firm (insights, reports). The server sanitises it already; DOMPurify runs again here
 * so the browser never trusts markup it did not check (DESIGN.md).
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        ADD_ATTR: ['target'],
        FORBID_TAGS: ['style', 'form'],
      }),
    [html],
  );
  return (
    <div
      className={cx(
        'max-w-none text-base leading-relaxed text-ink [&_a]:text-accent-ink [&_a]:underline [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_img]:rounded-xl [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_em]:text-ink-muted',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
