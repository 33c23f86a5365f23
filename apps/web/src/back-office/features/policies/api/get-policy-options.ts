import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** Clients matching the text (20 at most) and the firm's providers. */
export const getPolicyOptions = (q: string) =>
  api.GET('/admin/policies/options', { params: { query: { q } } });

export const policyOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'policies', 'options', q],
    queryFn: () => getPolicyOptions(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
