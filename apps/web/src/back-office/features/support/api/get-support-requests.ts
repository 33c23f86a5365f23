import type { SupportRequestStatus, SupportSort } from '@sextant/contracts/admin-support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/** One page of open or resolved requests. */
export const getSupportRequests = (params: TableParams<SupportSort>, status: SupportRequestStatus) =>
  api.GET('/admin/support-requests', { params: { query: tableQuery(params, { status }) } });

export const supportRequestsQuery = (params: TableParams<SupportSort>, status: SupportRequestStatus) =>
  queryOptions({
    queryKey: ['admin', 'support-requests', params, status] as const,
    queryFn: () => getSupportRequests(params, status),
    placeholderData: keepPreviousData,
  });

export const useSupportRequests = (params: TableParams<SupportSort>, status: SupportRequestStatus) =>
  useQuery(supportRequestsQuery(params, status));
