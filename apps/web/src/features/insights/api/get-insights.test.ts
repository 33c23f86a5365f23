import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import {
  getInsightPage,
  type InsightFilters,
  insightsQuery,
  NO_FILTERS,
  normaliseFilters,
} from './get-insights';

const item = (n: number, likes = n) => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Insight ${n}`,
  summary: 's',
  image: null,
  published_at: '2026-01-01T00:00:00.000Z',
  author: { id: 1, name: 'Eleanor Whitfield' },
  categories: [{ id: 2, name: 'Pensions' }],
  like_count: likes,
  liked: false,
  _links: { self: { href: '/v1/insights/x' }, like: { href: '/v1/insights/x/like' } },
});

/** The path (under /v1) a search's first page is asked at. */
async function firstPagePath(filters: InsightFilters): Promise<string> {
  // Only the path matters here: a filtered search answers the mock's 404.
  const api = mockApi({ 'GET /insights': [200, { items: [], _links: {} }] });
  await getInsightPage(filters).catch(() => undefined);
  return api.calls[0]!.path;
}

describe('insight search', () => {
  it('builds the query of SPEC §7: categories as a comma list, the writer, nothing when unfiltered', async () => {
    expect(await firstPagePath({ categories: [], writer: null })).toBe('/insights');
    const path = await firstPagePath({ categories: [3, 1, 3], writer: 2 });
    const params = new URL(path, 'http://x').searchParams;
    expect(params.get('InsightSearch[categories]')).toBe('1,3');
    expect(params.get('InsightSearch[writer]')).toBe('2');
    expect([...params.keys()]).toEqual(['InsightSearch[categories]', 'InsightSearch[writer]']);
    expect(new URL(await firstPagePath({ categories: [], writer: 4 }), 'http://x').search).toBe(
      '?InsightSearch%5Bwriter%5D=4',
    );
  });

  it('equal searches share one cache entry', () => {
    expect(normaliseFilters({ categories: [2, 1, 2], writer: null })).toEqual({
      categories: [1, 2],
      writer: null,
    });
    expect(insightsQuery({ categories: [2, 1], writer: 5 }).queryKey).toEqual(
      insightsQuery({ categories: [1, 2], writer: 5 }).queryKey,
    );
  });

  it('keeps like_count locally as likes (SPEC §3) and reads the next link', async () => {
    mockApi({
      'GET /insights': [200, { items: [item(1, 7)], _links: { next: { href: '/v1/insights?page=2' } } }],
    });
    const page = await getInsightPage(NO_FILTERS);
    expect(page.next).toBe('/v1/insights?page=2');
    expect(page.items[0]!.likes).toBe(7);
    expect(page.items[0]).not.toHaveProperty('like_count');
  });

  it('pages by following next links until a page has none', async () => {
    const next = '/v1/insights?InsightSearch%5Bcategories%5D=1&page=2';
    const api = mockApi({
      'GET /insights?InsightSearch%5Bcategories%5D=1': [
        200,
        { items: [item(1)], _links: { next: { href: next } } },
      ],
      'GET /insights?InsightSearch%5Bcategories%5D=1&page=2': [200, { items: [item(2)], _links: {} }],
    });
    const client = new QueryClient();
    const options = insightsQuery({ categories: [1], writer: null });
    await client.fetchInfiniteQuery({ ...options, pages: 5 });
    const data = client.getQueryData(options.queryKey)!;
    expect(data.pages.flatMap((page) => page.items.map((insight) => insight.title))).toEqual([
      'Insight 1',
      'Insight 2',
    ]);
    expect(data.pages.at(-1)!.next).toBeUndefined();
    expect(api.calls.map((call) => call.path)).toEqual([
      '/insights?InsightSearch%5Bcategories%5D=1',
      '/insights?InsightSearch%5Bcategories%5D=1&page=2',
    ]);
  });
});
