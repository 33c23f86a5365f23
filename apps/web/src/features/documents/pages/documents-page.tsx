import type { DocumentPage } from '@sextant/contracts/documents';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { FileText, RotateCw } from 'lucide-react';
import { documentPagesQuery } from '@/features/documents/api/get-documents';
import { DocumentFilterBar } from '@/features/documents/components/document-filter-bar';
import { DocumentResults, NoDocuments } from '@/features/documents/components/document-results';
import { useDocumentFilters } from '@/features/documents/components/use-document-filters';
import { documentsOf } from '@/features/documents/grouping';
import { plural } from '@/features/documents/texts';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';

const INTRO = 'Statements, reports and letters from your firm.';

/** What is still to do and unread, or what the screen holds when there is neither (or no answer yet). */
const summaryOf = (first: DocumentPage | undefined) =>
  (first &&
    [
      first.counts.action ? plural(first.counts.action, 'document to do', 'documents to do') : null,
      first.counts.unread ? `${first.counts.unread} unread` : null,
    ]
      .filter(Boolean)
      .join(' · ')) ||
  INTRO;

/**
 * /tabs/documents: the client's documents by category and year, newest first, the unread ones marked;
 * filters by category, year and what is still to do; 20 a page, the next loading as the reader nears the end.
 */
export function DocumentsPage() {
  const { filters, setFilter, clearFilters } = useDocumentFilters();
  const query = useInfiniteQuery({ ...documentPagesQuery(filters), placeholderData: keepPreviousData });
  const first = query.data?.pages[0];
  const documents = documentsOf(query.data?.pages);

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="flex flex-col gap-6">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-ink">Your documents</h2>
          <p className="mt-1 text-sm text-ink-muted">{summaryOf(first)}</p>
        </div>

        <DocumentFilterBar filters={filters} first={first} onChange={setFilter} />

        {query.isPending ? (
          <SkeletonList rows={4} label="Loading your documents" />
        ) : query.isError && !documents.length ? (
          <EmptyState icon={FileText} message="Your documents could not be loaded just now.">
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </EmptyState>
        ) : !documents.length ? (
          <NoDocuments filters={filters} onClear={clearFilters} />
        ) : (
          <DocumentResults documents={documents} query={query} />
        )}
      </div>
    </PullToRefresh>
  );
}
