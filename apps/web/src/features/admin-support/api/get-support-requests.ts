import type {
  AdminSupportRequestList,
  SupportRequestStatus,
  SupportSort,
} from '@sextant/contracts/admin-support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/support-requests: one page of open or resolved requests. */
export const getSupportRequests = (params: TableParams<SupportSort>, status: SupportRequestStatus) =>
  http.get<AdminSupportRequestList>(`/admin/support-requests?${tableSearch(params, { status })}`);

export const supportRequestsQuery = (params: TableParams<SupportSort>, status: SupportRequestStatus) =>
  queryOptions({
    queryKey: ['admin', 'support-requests', params, status] as const,
    queryFn: () => getSupportRequests(params, status),
    placeholderData: keepPreviousData,
  });

export const useSupportRequests = (params: TableParams<SupportSort>, status: SupportRequestStatus) =>
  useQuery(supportRequestsQuery(params, status));
