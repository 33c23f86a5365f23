import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { adminInsightsKey } from './get-admin-insights';

export const adminInsightKey = (id: string) => [...adminInsightsKey, 'one', id] as const;

/** The insight as staff edit it. */
export const getAdminInsight = (id: string) => api.GET('/admin/insights/{id}', { params: { path: { id } } });

export const adminInsightQuery = (id: string) =>
  queryOptions({ queryKey: adminInsightKey(id), queryFn: () => getAdminInsight(id) });
