import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { reportsKey } from './get-reports';

export const reportKey = (id: string) => [...reportsKey, 'report', id] as const;

/** The report with its panel and provider reports. */
export const getReport = (id: string) => api.GET('/admin/due-diligence/{id}', { params: { path: { id } } });

export const reportQuery = (id: string) =>
  queryOptions({ queryKey: reportKey(id), queryFn: () => getReport(id) });

/** Every change answers the whole report: it replaces the cached one, and the list refreshes. */
export function storeReport(report: AdminReport) {
  queryClient.setQueryData(reportKey(report.uuid), report);
  void queryClient.invalidateQueries({ queryKey: [...reportsKey, 'list'] });
}

export const reportPath = (id: string) => `/admin/due-diligence/${encodeURIComponent(id)}`;
