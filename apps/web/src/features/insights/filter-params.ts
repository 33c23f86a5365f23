import type { InsightFilters } from './api/get-insights';

/** The insights tab keeps its filters in the address (`?categories=1,2&writer=3`): shareable, and Back restores them. */
const POSITIVE_ID = /^[1-9]\d{0,8}$/;

export function filtersFromParams(params: URLSearchParams): InsightFilters {
  const categories = (params.get('categories') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => POSITIVE_ID.test(part))
    .map(Number);
  const writer = params.get('writer')?.trim() ?? '';
  return {
    categories: [...new Set(categories)].sort((a, b) => a - b),
    writer: POSITIVE_ID.test(writer) ? Number(writer) : null,
  };
}

export function paramsFromFilters({ categories, writer }: InsightFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (categories.length) params.set('categories', [...categories].sort((a, b) => a - b).join(','));
  if (writer !== null) params.set('writer', String(writer));
  return params;
}

/** Adds the category when absent, removes it when present. */
export function toggleCategory(filters: InsightFilters, id: number): InsightFilters {
  const categories = filters.categories.includes(id)
    ? filters.categories.filter((category) => category !== id)
    : [...filters.categories, id].sort((a, b) => a - b);
  return { ...filters, categories };
}
