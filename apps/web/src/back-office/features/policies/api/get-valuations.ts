import type { ValuationSort } from '@sextant/contracts/admin-policies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';
import { policiesKey } from './get-policies';

/** One page of the policy's valuations. */
export const getValuations = (id: string, params: TableParams<ValuationSort>) =>
  api.GET('/admin/policies/{id}/valuations', { params: { path: { id }, query: tableQuery(params) } });

export const valuationsQuery = (id: string, params: TableParams<ValuationSort>) =>
  queryOptions({
    queryKey: [...policiesKey, 'valuations', id, params],
    queryFn: () => getValuations(id, params),
    placeholderData: keepPreviousData,
  });
