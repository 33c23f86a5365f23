import type { PolicyDetail } from '@sextant/contracts/policies';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/policy/{id}/view: one of the client's policies, with its provider's website. */
export const getPolicy = (id: string) => http.get<PolicyDetail>(`/policy/${encodeURIComponent(id)}/view`);

export const policyQuery = (id: string) =>
  queryOptions({ queryKey: ['policy', id], queryFn: () => getPolicy(id) });
