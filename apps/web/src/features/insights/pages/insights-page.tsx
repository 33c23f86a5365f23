import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Lightbulb, RotateCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { insightAuthorsQuery } from '@/features/insights/api/get-insight-authors';
import { insightCategoriesQuery } from '@/features/insights/api/get-insight-categories';
import { type InsightFilters as Filters, insightsQuery } from '@/features/insights/api/get-insights';
import { InsightCard } from '@/features/insights/components/insight-card';
import { InsightFilters } from '@/features/insights/components/insight-filters';
import { filtersFromParams, paramsFromFilters } from '@/features/insights/filter-params';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { InfiniteSentinel } from '@/shared/ui/infinite-list-sentinel';
import { PageSection } from '@/shared/ui/page-section';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';

/** /tabs/insights: the firm's articles, filtered by category and writer, loading on as the reader scrolls. */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const categories = useQuery(insightCategoriesQuery());
  const authors = useQuery(insightAuthorsQuery());
  const list = useInfiniteQuery(insightsQuery(filters));
  const insights = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.categories.length > 0 || filters.writer !== null;

  const setFilters = (next: Filters) =>
    setParams(paramsFromFilters(next), { replace: true, preventScrollReset: true });
  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  return (
    <PageSection
      heading="Latest insights"
      description="Articles from your advisers on markets, pensions and planning."
    >
      <InsightFilters
        filters={filters}
        categories={categories.data}
        authors={authors.data}
        onChange={setFilters}
      />
      <PullToRefresh onRefresh={() => list.refetch()}>
        {list.isPending ? (
          <SkeletonList rows={4} label="Loading insights" />
        ) : list.isError && !insights.length ? (
          <EmptyState icon={Lightbulb} message="Insights could not be loaded just now.">
            <button type="button" className={buttonClass('secondary')} onClick={() => void list.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </EmptyState>
        ) : !insights.length ? (
          <EmptyState
            icon={Lightbulb}
            message={filtered ? 'No insights match these filters.' : 'No insights to show yet.'}
          />
        ) : (
          <>
            <ul aria-label="Insights" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {insights.map((insight) => (
                <li key={insight.uuid} className="flex min-w-0">
                  <InsightCard insight={insight} />
                </li>
              ))}
            </ul>
            <InfiniteSentinel onVisible={loadMore} disabled={!list.hasNextPage || list.isFetchingNextPage} />
            <div className="mt-4 flex min-h-12 items-center justify-center">
              {list.isFetchingNextPage ? (
                <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
                  <Spinner className="size-4" />
                  Loading more insights…
                </p>
              ) : list.hasNextPage ? (
                <button type="button" className={buttonClass('secondary')} onClick={loadMore}>
                  Load more insights
                </button>
              ) : (
                <p className="text-sm text-ink-muted">You have reached the end of the list.</p>
              )}
            </div>
          </>
        )}
      </PullToRefresh>
    </PageSection>
  );
}
