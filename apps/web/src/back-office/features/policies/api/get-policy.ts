import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { policiesKey } from './get-policies';

/** The policy with its latest valuation. */
export const getPolicy = (id: string) => api.GET('/admin/policies/{id}', { params: { path: { id } } });

export const policyKey = (id: string) => [...policiesKey, 'one', id] as const;
export const policyQuery = (id: string) =>
  queryOptions({ queryKey: policyKey(id), queryFn: () => getPolicy(id) });
