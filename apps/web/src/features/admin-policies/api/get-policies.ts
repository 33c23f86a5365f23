import type { AdminPolicyPage, PolicySort } from '@sextant/contracts/admin-policies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

export const policiesKey = ['admin', 'policies'] as const;

/** GET /v1/admin/policies: one page of the firm's policies, optionally of one client. */
export const getPolicies = (params: TableParams<PolicySort>, client?: string) =>
  http.get<AdminPolicyPage>(`/admin/policies?${tableSearch(params, { client })}`);

export const policiesQuery = (params: TableParams<PolicySort>, client?: string) =>
  queryOptions({
    queryKey: [...policiesKey, 'list', params, client ?? null],
    queryFn: () => getPolicies(params, client),
    placeholderData: keepPreviousData,
  });
