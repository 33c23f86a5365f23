import type { AdminProviderList, AdminProviderSort } from '@sextant/contracts/admin-providers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

export const providersKey = ['admin', 'providers'] as const;

/** GET /v1/admin/providers: one page of the firm's providers. */
export const getProviders = (params: TableParams<AdminProviderSort>) =>
  http.get<AdminProviderList>(`/admin/providers?${tableSearch(params)}`);

export const providersQuery = (params: TableParams<AdminProviderSort>) =>
  queryOptions({
    queryKey: [...providersKey, params],
    queryFn: () => getProviders(params),
    placeholderData: keepPreviousData,
  });
