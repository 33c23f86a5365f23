import type { AdminClient } from '@sextant/contracts/admin-clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/clients/{id}: the client's profile and account state. */
export const getClient = (id: string) => http.get<AdminClient>(`/admin/clients/${encodeURIComponent(id)}`);

export const clientKey = (id: string) => ['admin', 'clients', 'one', id] as const;

export const clientQuery = (id: string) =>
  queryOptions({ queryKey: clientKey(id), queryFn: () => getClient(id) });

export const useClient = (id: string) => useQuery(clientQuery(id));
