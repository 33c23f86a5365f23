import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's service ledger: each review year's ongoing fee against the service delivered. */
export const clientServiceLedgerQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'clients', 'service-ledger', id] as const,
    queryFn: () => api.GET('/admin/clients/{id}/service-ledger', { params: { path: { id } } }),
  });

export const useClientServiceLedger = (id: string) => useQuery(clientServiceLedgerQuery(id));
