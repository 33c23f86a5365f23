import type { ClientSort, ClientStatus } from '@sextant/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/** One page of the firm's clients. */
export const getClients = (params: TableParams<ClientSort>, status?: ClientStatus) =>
  api.GET('/admin/clients', { params: { query: tableQuery(params, { status }) } });

export const clientsQuery = (params: TableParams<ClientSort>, status?: ClientStatus) =>
  queryOptions({
    queryKey: ['admin', 'clients', 'list', params, status ?? 'all'] as const,
    queryFn: () => getClients(params, status),
    placeholderData: keepPreviousData,
  });

export const useClients = (params: TableParams<ClientSort>, status?: ClientStatus) =>
  useQuery(clientsQuery(params, status));
