import type { ClientSort, ClientStatus, ClientWaiting } from '@sextant/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/** The list's filters: a status, what is waiting, only the signed-in adviser's clients. */
export interface ClientFilters {
  status?: ClientStatus;
  waiting?: ClientWaiting;
  adviser?: 'me';
}

/** One page of the firm's clients. */
export const getClients = (params: TableParams<ClientSort>, filters: ClientFilters = {}) =>
  api.GET('/admin/clients', { params: { query: tableQuery(params, filters) } });

export const clientsQuery = (params: TableParams<ClientSort>, filters: ClientFilters = {}) =>
  queryOptions({
    queryKey: ['admin', 'clients', 'list', params, filters] as const,
    queryFn: () => getClients(params, filters),
    placeholderData: keepPreviousData,
  });

export const useClients = (params: TableParams<ClientSort>, filters: ClientFilters = {}) =>
  useQuery(clientsQuery(params, filters));
