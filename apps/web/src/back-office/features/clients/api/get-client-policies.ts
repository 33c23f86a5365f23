import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's policies (the first 100, by reference): a document can be filed under one. */
export const getClientPolicies = (client: string) =>
  api.GET('/admin/policies', {
    params: { query: { sort: 'reference', order: 'asc', page: 1, per_page: 100, client } },
  });

export const clientPoliciesQuery = (client: string) =>
  queryOptions({
    queryKey: ['admin', 'policies', 'of-client', client] as const,
    queryFn: () => getClientPolicies(client),
    staleTime: 60_000,
  });

export const useClientPolicies = (client: string) => useQuery(clientPoliciesQuery(client));
