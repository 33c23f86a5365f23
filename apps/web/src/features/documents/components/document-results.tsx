import type { ClientDocument } from '@sextant/contracts/documents';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { FileText, SearchX } from 'lucide-react';
import type { DocumentFilters, DocumentPages } from '@/features/documents/api/get-documents';
import { DocumentList } from '@/features/documents/components/document-list';
import { groupDocuments } from '@/features/documents/grouping';
import { plural } from '@/features/documents/texts';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { InfiniteSentinel } from '@/shared/ui/infinite-list-sentinel';
import { Spinner } from '@/shared/ui/spinner';

/** The documents loaded so far by category, then the count shown and the way to the next page. */
export function DocumentResults({
  documents,
  query,
}: {
  documents: ClientDocument[];
  query: UseInfiniteQueryResult<DocumentPages>;
}) {
  const total = query.data?.pages.at(-1)?.pagination.totalCount ?? 0;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <>
      <div
        aria-busy={query.isPlaceholderData || undefined}
        className="flex flex-col gap-8 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-8"
      >
        {groupDocuments(documents).map((group) => (
          <DocumentList key={group.category} group={group} />
        ))}
      </div>
      <InfiniteSentinel onVisible={loadMore} disabled={!query.hasNextPage || query.isFetchingNextPage} />
      <div className="flex min-h-12 flex-col items-center justify-center gap-2">
        <p role="status" className="text-sm text-ink-muted">
          Showing {documents.length} of {plural(total, 'document', 'documents')}
        </p>
        {query.isFetchingNextPage ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" />
            Loading more documents…
          </p>
        ) : (
          query.hasNextPage && (
            <button type="button" className={buttonClass('secondary')} onClick={loadMore}>
              Load more documents
            </button>
          )
        )}
      </div>
    </>
  );
}

/** No documents: none match the filters (with the way back to all of them), or the firm has put none yet. */
export function NoDocuments({ filters, onClear }: { filters: DocumentFilters; onClear: () => void }) {
  if (!filters.category && !filters.year && !filters.status) {
    return (
      <EmptyState
        icon={FileText}
        message="No documents yet. Your firm will put your statements, reports and letters here."
      />
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      message={
        filters.status === 'action' && !filters.category && !filters.year
          ? 'Nothing to do: you have no documents to acknowledge or sign.'
          : 'No documents match these filters.'
      }
    >
      <button type="button" className={buttonClass('secondary')} onClick={onClear}>
        Show all documents
      </button>
    </EmptyState>
  );
}
