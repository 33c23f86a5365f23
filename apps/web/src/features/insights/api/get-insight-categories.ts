import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** Insight categories: an id-to-name map (SPEC §3). */
export type InsightCategories = Record<string, string>;

/** GET /v1/insights/categories. */
export const getInsightCategories = () => http.get<InsightCategories>('/insights/categories');

export const insightCategoriesQuery = () =>
  queryOptions({ queryKey: ['insights', 'categories'], queryFn: getInsightCategories });
