import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's profile and account state. */
export const getClient = (id: string) => api.GET('/admin/clients/{id}', { params: { path: { id } } });

export const clientKey = (id: string) => ['admin', 'clients', 'one', id] as const;

export const clientQuery = (id: string) =>
  queryOptions({ queryKey: clientKey(id), queryFn: () => getClient(id) });

export const useClient = (id: string) => useQuery(clientQuery(id));
