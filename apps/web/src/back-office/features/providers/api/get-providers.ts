import type { AdminProviderSort } from '@sextant/contracts/admin-providers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

export const providersKey = ['admin', 'providers'] as const;

/** One page of the firm's providers. */
export const getProviders = (params: TableParams<AdminProviderSort>) =>
  api.GET('/admin/providers', { params: { query: tableQuery(params) } });

export const providersQuery = (params: TableParams<AdminProviderSort>) =>
  queryOptions({
    queryKey: [...providersKey, params],
    queryFn: () => getProviders(params),
    placeholderData: keepPreviousData,
  });
