import type { AdminAmendmentList, AmendmentSort, AmendmentStatus } from '@sextant/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/amendments: changes clients asked for, with current and requested values. */
export const getAmendments = (params: TableParams<AmendmentSort>, status: AmendmentStatus) =>
  http.get<AdminAmendmentList>(`/admin/amendments?${tableSearch(params, { status })}`);

export const amendmentsQuery = (params: TableParams<AmendmentSort>, status: AmendmentStatus) =>
  queryOptions({
    queryKey: ['admin', 'amendments', params, status] as const,
    queryFn: () => getAmendments(params, status),
    placeholderData: keepPreviousData,
  });

export const useAmendments = (params: TableParams<AmendmentSort>, status: AmendmentStatus) =>
  useQuery(amendmentsQuery(params, status));
