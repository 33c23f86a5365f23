import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** One of the firm's providers. */
export const getProvider = (id: string) => api.GET('/provider/{id}/view', { params: { path: { id } } });

export const providerQuery = (id: string) =>
  queryOptions({ queryKey: ['provider', id], queryFn: () => getProvider(id) });
