import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** Every document of the client: current, superseded and withdrawn. */
export const getClientDocuments = (id: string) =>
  api.GET('/admin/clients/{id}/documents', { params: { path: { id } } });

export const clientDocumentsKey = (id: string) => ['admin', 'clients', 'documents', id] as const;

export const clientDocumentsQuery = (id: string) =>
  queryOptions({ queryKey: clientDocumentsKey(id), queryFn: () => getClientDocuments(id) });

export const useClientDocuments = (id: string) => useQuery(clientDocumentsQuery(id));
