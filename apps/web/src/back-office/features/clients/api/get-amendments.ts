import type { AmendmentSort, AmendmentStatus } from '@sextant/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/** A status, and only the signed-in adviser's clients or not. */
export interface AmendmentFilters {
  status: AmendmentStatus;
  adviser?: 'me';
}

/** Changes clients asked for, with current and requested values. */
export const getAmendments = (params: TableParams<AmendmentSort>, filters: AmendmentFilters) =>
  api.GET('/admin/amendments', { params: { query: tableQuery(params, filters) } });

export const amendmentsQuery = (params: TableParams<AmendmentSort>, filters: AmendmentFilters) =>
  queryOptions({
    queryKey: ['admin', 'amendments', params, filters] as const,
    queryFn: () => getAmendments(params, filters),
    placeholderData: keepPreviousData,
  });

export const useAmendments = (params: TableParams<AmendmentSort>, filters: AmendmentFilters) =>
  useQuery(amendmentsQuery(params, filters));
