import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { adminInsightsKey } from './get-admin-insights';

/** The firm's authors with their article counts. */
export const getInsightAuthors = () => api.GET('/admin/insight-authors');

export const insightAuthorsQuery = () =>
  queryOptions({ queryKey: [...adminInsightsKey, 'authors'], queryFn: getInsightAuthors });
