import type { AdminReportSort } from '@sextant/contracts/admin-due-diligence';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

export const reportsKey = ['admin', 'due-diligence'] as const;

/** One page of the firm's reports, drafts included. */
export const getReports = (params: TableParams<AdminReportSort>) =>
  api.GET('/admin/due-diligence', { params: { query: tableQuery(params) } });

export const reportsQuery = (params: TableParams<AdminReportSort>) =>
  queryOptions({
    queryKey: [...reportsKey, 'list', params],
    queryFn: () => getReports(params),
    placeholderData: keepPreviousData,
  });
