import type { DocumentCategory } from '@sextant/contracts/documents';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@sextant/contracts/rules/documents';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { FileText, RotateCw, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  type DocumentFilters,
  type DocumentStatus,
  documentPagesQuery,
} from '@/features/documents/api/get-documents';
import { DocumentList } from '@/features/documents/components/document-list';
import { documentsOf, groupDocuments } from '@/features/documents/grouping';
import { buttonClass } from '@/shared/ui/button';
import { CountBadge } from '@/shared/ui/count-badge';
import { EmptyState } from '@/shared/ui/empty-state';
import { SelectField } from '@/shared/ui/field';
import { InfiniteSentinel } from '@/shared/ui/infinite-list-sentinel';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';

const STATUSES: ReadonlyArray<{ value: DocumentStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'action', label: 'To do' },
  { value: 'unread', label: 'Unread' },
];

const isCategory = (value: string | null): value is DocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(value ?? '');

/** The filters in the address (`?category=…&year=…&status=action`), so the action centre can link to them. */
export function filtersOf(params: URLSearchParams): DocumentFilters {
  const category = params.get('category');
  const year = Number(params.get('year'));
  const status = params.get('status');
  return {
    category: isCategory(category) ? category : undefined,
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined,
    status: status === 'action' || status === 'unread' ? status : undefined,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * /tabs/documents: the client's documents by category and year, newest first, the unread ones marked;
 * filters by category, year and what is still to do; 20 a page, the next loading as the reader nears the end.
 */
export function DocumentsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const filtered = Boolean(filters.category || filters.year || filters.status);
  const query = useInfiniteQuery({ ...documentPagesQuery(filters), placeholderData: keepPreviousData });
  const first = query.data?.pages[0];
  const documents = documentsOf(query.data?.pages);
  const groups = groupDocuments(documents);
  const total = query.data?.pages.at(-1)?.pagination.totalCount ?? 0;

  const setFilter = (name: 'category' | 'year' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  const years = first?.years ?? [];
  // A year in the address that has no documents (yet) stays choosable, so the select shows what is applied.
  const yearOptions = [...new Set([...(filters.year ? [filters.year] : []), ...years])]
    .sort((a, b) => b - a)
    .map(String);

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="flex flex-col gap-6">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-ink">Your documents</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {first
              ? [
                  first.counts.action
                    ? plural(first.counts.action, 'document to do', 'documents to do')
                    : null,
                  first.counts.unread ? `${first.counts.unread} unread` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'Statements, reports and letters from your firm.'
              : 'Statements, reports and letters from your firm.'}
          </p>
        </div>

        <search aria-label="Filter documents" className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Show</legend>
            {STATUSES.map(({ value, label }) => {
              const current = (filters.status ?? '') === value;
              const count = value && first ? first.counts[value] : 0;
              return (
                <button
                  key={label}
                  type="button"
                  aria-pressed={current}
                  onClick={() => setFilter('status', value)}
                  className={buttonClass(current ? 'primary' : 'secondary', 'md', 'min-h-11 px-3.5')}
                >
                  {label}
                  <CountBadge count={count} />
                </button>
              );
            })}
          </fieldset>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label="Category"
              placeholder="All categories"
              value={filters.category ?? ''}
              onChange={(event) => setFilter('category', event.target.value)}
              options={DOCUMENT_CATEGORIES.map((value) => ({
                value,
                label: DOCUMENT_CATEGORY_LABELS[value],
              }))}
            />
            <SelectField
              label="Year"
              placeholder="All years"
              value={filters.year ? String(filters.year) : ''}
              onChange={(event) => setFilter('year', event.target.value)}
              options={yearOptions}
            />
          </div>
        </search>

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
          filtered ? (
            <EmptyState
              icon={SearchX}
              message={
                filters.status === 'action' && !filters.category && !filters.year
                  ? 'Nothing to do: you have no documents to acknowledge or sign.'
                  : 'No documents match these filters.'
              }
            >
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setParams({}, { replace: true })}
              >
                Show all documents
              </button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={FileText}
              message="No documents yet. Your firm will put your statements, reports and letters here."
            />
          )
        ) : (
          <>
            <div
              aria-busy={query.isPlaceholderData || undefined}
              className="flex flex-col gap-8 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-8"
            >
              {groups.map((group) => (
                <DocumentList key={group.category} group={group} />
              ))}
            </div>
            <InfiniteSentinel
              onVisible={loadMore}
              disabled={!query.hasNextPage || query.isFetchingNextPage}
            />
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
        )}
      </div>
    </PullToRefresh>
  );
}
