import type { AdminClientList, ClientSort, ClientStatus } from '@sextant/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/clients: one page of the firm's clients. */
export const getClients = (params: TableParams<ClientSort>, status?: ClientStatus) =>
  http.get<AdminClientList>(`/admin/clients?${tableSearch(params, { status })}`);

export const clientsQuery = (params: TableParams<ClientSort>, status?: ClientStatus) =>
  queryOptions({
    queryKey: ['admin', 'clients', 'list', params, status ?? 'all'] as const,
    queryFn: () => getClients(params, status),
    placeholderData: keepPreviousData,
  });

export const useClients = (params: TableParams<ClientSort>, status?: ClientStatus) =>
  useQuery(clientsQuery(params, status));
