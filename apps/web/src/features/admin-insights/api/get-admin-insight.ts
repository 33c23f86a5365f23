import type { AdminInsight } from '@sextant/contracts/admin-insights';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { adminInsightsKey } from './get-admin-insights';

export const adminInsightKey = (id: string) => [...adminInsightsKey, 'one', id] as const;

/** GET /v1/admin/insights/{id}: the insight as staff edit it. */
export const getAdminInsight = (id: string) =>
  http.get<AdminInsight>(`/admin/insights/${encodeURIComponent(id)}`);

export const adminInsightQuery = (id: string) =>
  queryOptions({ queryKey: adminInsightKey(id), queryFn: () => getAdminInsight(id) });
