import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { adminInsightsKey } from './get-admin-insights';

/** The firm's categories with their article counts. */
export const getInsightCategories = () => api.GET('/admin/insight-categories');

export const insightCategoriesQuery = () =>
  queryOptions({ queryKey: [...adminInsightsKey, 'categories'], queryFn: getInsightCategories });
