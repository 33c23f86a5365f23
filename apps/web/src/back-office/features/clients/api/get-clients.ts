import type { ClientFlag, ClientSort, ClientStatus, ClientWaiting } from '@sextant/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

/**
 * The list's filters: a status, what is waiting, the adviser (`me`: the signed-in adviser's clients and those
 * of anyone they cover for today; `none`; or a staff member's id) and a flag.
 */
export interface ClientFilters {
  status?: ClientStatus;
  waiting?: ClientWaiting;
  adviser?: string;
  flag?: ClientFlag;
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
