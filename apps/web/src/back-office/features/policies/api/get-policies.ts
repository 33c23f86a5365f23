import type { PolicySort } from '@sextant/contracts/admin-policies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

export const policiesKey = ['admin', 'policies'] as const;

/** One page of the firm's policies, optionally of one client. */
export const getPolicies = (params: TableParams<PolicySort>, client?: string) =>
  api.GET('/admin/policies', { params: { query: tableQuery(params, { client }) } });

export const policiesQuery = (params: TableParams<PolicySort>, client?: string) =>
  queryOptions({
    queryKey: [...policiesKey, 'list', params, client ?? null],
    queryFn: () => getPolicies(params, client),
    placeholderData: keepPreviousData,
  });
