import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

export interface AuditFilters {
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** One page (admins) of the firm's events, newest first. */
export const auditQuery = (params: TableParams<'created_at'>, filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', params, filters] as const,
    queryFn: () => api.GET('/admin/audit', { params: { query: tableQuery(params, filters) } }),
    placeholderData: keepPreviousData,
  });

/** The actions (admins) in the log, for the filter. */
export const auditActionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'audit-actions'] as const,
    queryFn: () => api.GET('/admin/audit/actions'),
  });
