import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's adviser, next review date, current review and past reviews. */
export const getClientService = (id: string) =>
  api.GET('/admin/clients/{id}/service', { params: { path: { id } } });

export const clientServiceKey = (id: string) => ['admin', 'clients', 'service', id] as const;

export const clientServiceQuery = (id: string) =>
  queryOptions({ queryKey: clientServiceKey(id), queryFn: () => getClientService(id) });

export const useClientService = (id: string) => useQuery(clientServiceQuery(id));
