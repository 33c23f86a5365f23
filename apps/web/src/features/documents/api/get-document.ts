import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** One of the client's documents (what it is and what the client still has to do with it). */
export const getDocument = (id: string) => api.GET('/document/{id}', { params: { path: { id } } });

export const documentKey = (id: string) => ['documents', 'one', id] as const;

export const documentQuery = (id: string) =>
  queryOptions({ queryKey: documentKey(id), queryFn: () => getDocument(id) });
