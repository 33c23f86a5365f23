import type { AdminValuationPage, ValuationSort } from '@sextant/contracts/admin-policies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';
import { policiesKey } from './get-policies';

/** GET /v1/admin/policies/{id}/valuations: one page of the policy's valuations. */
export const getValuations = (id: string, params: TableParams<ValuationSort>) =>
  http.get<AdminValuationPage>(`/admin/policies/${encodeURIComponent(id)}/valuations?${tableSearch(params)}`);

export const valuationsQuery = (id: string, params: TableParams<ValuationSort>) =>
  queryOptions({
    queryKey: [...policiesKey, 'valuations', id, params],
    queryFn: () => getValuations(id, params),
    placeholderData: keepPreviousData,
  });
