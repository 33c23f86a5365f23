import type { ClientDocument } from '@sextant/contracts/documents';
import { ChevronRight, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type DocumentGroup, documentState } from '@/features/documents/grouping';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { cx } from '@/shared/ui/cx';

/** A document's row: unread ones have a dot, bold titles and "Unread" for screen readers. */
function DocumentRow({ document }: { document: ClientDocument }) {
  const state = documentState(document);
  const todo = document.action !== null;
  return (
    <li>
      <Link
        to={appPath.document({ id: document.uuid })}
        className="flex min-h-16 items-start gap-3 px-4 py-3.5 transition-colors hover:bg-navy-50 focus-visible:-outline-offset-2"
      >
        <span
          aria-hidden="true"
          className={cx(
            'mt-2 size-2.5 shrink-0 rounded-full',
            document.unread ? 'bg-teal-600' : 'bg-transparent',
          )}
        />
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-400" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span
            className={cx(
              'text-base break-words text-ink',
              document.unread ? 'font-semibold' : 'font-medium',
            )}
          >
            {document.unread && <span className="sr-only">Unread:</span>}
            {document.unread && ' '}
            {document.title}
          </span>{' '}
          <span className="text-sm text-ink-muted">
            <time dateTime={document.published_at}>{formatDate(document.published_at)}</time>
            {document.policy && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, policy</span> {document.policy.reference}
              </>
            )}
            {document.version > 1 && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">,</span> version {document.version}
              </>
            )}
          </span>
          {state && (
            <span
              className={cx(
                'mt-1 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
                todo ? 'bg-amber-100 text-amber-900' : 'bg-teal-50 text-teal-900',
              )}
            >
              <span className="sr-only">,</span> {state}
            </span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-300" />
      </Link>
    </li>
  );
}

/** One category's documents, by year (newest first). */
export function DocumentList({ group }: { group: DocumentGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold tracking-tight text-ink">
        {group.label}
        {group.unread > 0 && (
          <span className="text-sm font-medium text-accent-ink">{group.unread} unread</span>
        )}
      </h2>
      {group.years.map(({ year, documents }) => (
        <div key={year} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink-muted">{year}</h3>
          <ul
            aria-label={`${group.label}, ${year}`}
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
          >
            {documents.map((document) => (
              <DocumentRow key={document.uuid} document={document} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
