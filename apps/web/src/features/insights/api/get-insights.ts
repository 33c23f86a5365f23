import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, getLink } from '@/shared/http/api';
import { type InsightCardPage, withLocalLikes } from './insight-model';

/** The search of the insights tab: any of these categories (none: all), by this writer (null: any). */
export interface InsightFilters {
  categories: number[];
  writer: number | null;
}

export const NO_FILTERS: InsightFilters = { categories: [], writer: null };

/** The same filters in one order, so equal searches share a cache entry. */
export function normaliseFilters({ categories, writer }: InsightFilters): InsightFilters {
  return { categories: [...new Set(categories)].sort((a, b) => a - b), writer };
}

/**
 * The query of a search's first page: `InsightSearch[categories]` as a comma list and
 * `InsightSearch[writer]` (SPEC §7); no filter, no parameter.
 */
export function insightSearch(filters: InsightFilters) {
  const { categories, writer } = normaliseFilters(filters);
  return {
    'InsightSearch[categories]': categories.length ? [categories.join(',')] : undefined,
    'InsightSearch[writer]': writer === null ? undefined : String(writer),
  };
}

/** A search's first page, or the page a `_links.next.href` leads to. */
export async function getInsightPage(filters: InsightFilters, next?: string): Promise<InsightCardPage> {
  const page = next
    ? await getLink('/insights', next)
    : await api.GET('/insights', { params: { query: insightSearch(filters) } });
  return { items: page.items.map(withLocalLikes), next: page._links.next?.href };
}

export const insightListKey = ['insights', 'list'] as const;

/** One search's pages; paging follows the `next` links (SPEC §7). */
export const insightsQuery = (filters: InsightFilters) =>
  infiniteQueryOptions({
    queryKey: [...insightListKey, normaliseFilters(filters)],
    queryFn: ({ pageParam }) => getInsightPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: InsightCardPage) => last.next,
  });
