import type { AdminReportList, AdminReportSort } from '@sextant/contracts/admin-due-diligence';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

export const reportsKey = ['admin', 'due-diligence'] as const;

/** GET /v1/admin/due-diligence: one page of the firm's reports, drafts included. */
export const getReports = (params: TableParams<AdminReportSort>) =>
  http.get<AdminReportList>(`/admin/due-diligence?${tableSearch(params)}`);

export const reportsQuery = (params: TableParams<AdminReportSort>) =>
  queryOptions({
    queryKey: [...reportsKey, 'list', params],
    queryFn: () => getReports(params),
    placeholderData: keepPreviousData,
  });
