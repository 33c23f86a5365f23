import type { AdminPolicyOptions } from '@sextant/contracts/admin-policies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/policies/options: clients matching the text (20 at most) and the firm's providers. */
export const getPolicyOptions = (q: string) =>
  http.get<AdminPolicyOptions>(`/admin/policies/options${q ? `?q=${encodeURIComponent(q)}` : ''}`);

export const policyOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'policies', 'options', q],
    queryFn: () => getPolicyOptions(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
