import type { AmendmentSort, AmendmentStatus } from '@sextant/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/** Changes clients asked for, with current and requested values. */
export const getAmendments = (params: TableParams<AmendmentSort>, status: AmendmentStatus) =>
  api.GET('/admin/amendments', { params: { query: tableQuery(params, { status }) } });

export const amendmentsQuery = (params: TableParams<AmendmentSort>, status: AmendmentStatus) =>
  queryOptions({
    queryKey: ['admin', 'amendments', params, status] as const,
    queryFn: () => getAmendments(params, status),
    placeholderData: keepPreviousData,
  });

export const useAmendments = (params: TableParams<AmendmentSort>, status: AmendmentStatus) =>
  useQuery(amendmentsQuery(params, status));
