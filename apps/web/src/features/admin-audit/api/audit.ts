import type { AdminAuditActions, AdminAuditPage } from '@sextant/contracts/admin-audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

export interface AuditFilters {
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /v1/admin/audit (admins): one page of the firm's events, newest first. */
export const auditQuery = (params: TableParams<'created_at'>, filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', params, filters] as const,
    queryFn: () => http.get<AdminAuditPage>(`/admin/audit?${tableSearch(params, { ...filters })}`),
    placeholderData: keepPreviousData,
  });

/** GET /v1/admin/audit/actions (admins): the actions in the log, for the filter. */
export const auditActionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'audit-actions'] as const,
    queryFn: () => http.get<AdminAuditActions>('/admin/audit/actions'),
  });
