import type { AdminInsightCategoryList } from '@sextant/contracts/admin-insights';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { adminInsightsKey } from './get-admin-insights';

/** GET /v1/admin/insight-categories: the firm's categories with their article counts. */
export const getInsightCategories = () => http.get<AdminInsightCategoryList>('/admin/insight-categories');

export const insightCategoriesQuery = () =>
  queryOptions({ queryKey: [...adminInsightsKey, 'categories'], queryFn: getInsightCategories });
