import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '@/shared/http/api';

/** Insight categories: an id-to-name map (SPEC §3). */
export type InsightCategories = ApiData<'/insights/categories', 'get'>;

export const getInsightCategories = () => api.GET('/insights/categories');

export const insightCategoriesQuery = () =>
  queryOptions({ queryKey: ['insights', 'categories'], queryFn: getInsightCategories });
