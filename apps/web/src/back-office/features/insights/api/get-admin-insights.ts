import type { AdminInsightSort, AdminInsightStatus } from '@sextant/contracts/admin-insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/** Every query of this feature starts with it, so one invalidation refreshes lists, counts and articles. */
export const adminInsightsKey = ['admin', 'insights'] as const;

export interface InsightFilters {
  status?: AdminInsightStatus | undefined;
  category?: string | undefined;
}

/** One page of the firm's insights, drafts and published. */
export const getAdminInsights = (params: TableParams<AdminInsightSort>, filters: InsightFilters) =>
  api.GET('/admin/insights', {
    params: { query: tableQuery(params, { status: filters.status, category: filters.category }) },
  });

export const adminInsightsQuery = (params: TableParams<AdminInsightSort>, filters: InsightFilters) =>
  queryOptions({
    queryKey: [...adminInsightsKey, 'list', params, filters],
    queryFn: () => getAdminInsights(params, filters),
    placeholderData: keepPreviousData,
  });
