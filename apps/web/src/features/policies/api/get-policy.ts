import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** One of the client's policies, with its provider's website. */
export const getPolicy = (id: string) => api.GET('/policy/{id}/view', { params: { path: { id } } });

export const policyQuery = (id: string) =>
  queryOptions({ queryKey: ['policy', id], queryFn: () => getPolicy(id) });
