import type { InsightPage } from '@sextant/contracts/insights';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { API_BASE, http } from '../../../shared/http/client';
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
 * The first page of a search, as a path under /v1: `InsightSearch[categories]` as a comma list and
 * `InsightSearch[writer]` (SPEC §7); no filter, no parameter.
 */
export function insightSearchPath(filters: InsightFilters): string {
  const { categories, writer } = normaliseFilters(filters);
  const query = new URLSearchParams();
  if (categories.length) query.set('InsightSearch[categories]', categories.join(','));
  if (writer !== null) query.set('InsightSearch[writer]', String(writer));
  const search = query.toString();
  return search ? `/insights?${search}` : '/insights';
}

/** A link of the API (`/v1/insights?…`) as a path the HTTP client takes (under /v1). */
export function apiPathOf(href: string): string {
  const url = new URL(href, 'http://api.invalid');
  const path = url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length) : url.pathname;
  return `${path}${url.search}`;
}

/** GET /v1/insights (a first page) or a page's `_links.next.href`. */
export async function getInsightPage(path: string): Promise<InsightCardPage> {
  const page = await http.get<InsightPage>(path);
  return {
    items: page.items.map(withLocalLikes),
    next: page._links.next ? apiPathOf(page._links.next.href) : undefined,
  };
}

export const insightListKey = ['insights', 'list'] as const;

/** One search's pages; paging follows the `next` links (SPEC §7). */
export const insightsQuery = (filters: InsightFilters) =>
  infiniteQueryOptions({
    queryKey: [...insightListKey, normaliseFilters(filters)],
    queryFn: ({ pageParam }) => getInsightPage(pageParam),
    initialPageParam: insightSearchPath(filters),
    getNextPageParam: (last: InsightCardPage) => last.next,
  });
