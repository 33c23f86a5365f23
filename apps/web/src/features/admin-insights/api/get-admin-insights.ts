import type {
  AdminInsightPage,
  AdminInsightSort,
  AdminInsightStatus,
} from '@sextant/contracts/admin-insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

/** Every query of this feature starts with it, so one invalidation refreshes lists, counts and articles. */
export const adminInsightsKey = ['admin', 'insights'] as const;

export interface InsightFilters {
  status?: AdminInsightStatus | undefined;
  category?: string | undefined;
}

/** GET /v1/admin/insights: one page of the firm's insights, drafts and published. */
export const getAdminInsights = (params: TableParams<AdminInsightSort>, filters: InsightFilters) =>
  http.get<AdminInsightPage>(
    `/admin/insights?${tableSearch(params, { status: filters.status, category: filters.category })}`,
  );

export const adminInsightsQuery = (params: TableParams<AdminInsightSort>, filters: InsightFilters) =>
  queryOptions({
    queryKey: [...adminInsightsKey, 'list', params, filters],
    queryFn: () => getAdminInsights(params, filters),
    placeholderData: keepPreviousData,
  });
