import type { AdminPolicyDetail } from '@sextant/contracts/admin-policies';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { policiesKey } from './get-policies';

/** GET /v1/admin/policies/{id}: the policy with its latest valuation. */
export const getPolicy = (id: string) =>
  http.get<AdminPolicyDetail>(`/admin/policies/${encodeURIComponent(id)}`);

export const policyKey = (id: string) => [...policiesKey, 'one', id] as const;
export const policyQuery = (id: string) =>
  queryOptions({ queryKey: policyKey(id), queryFn: () => getPolicy(id) });
