import type { PolicyList } from '@sextant/contracts/policies';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/policy: the client's policies. */
export const getPolicies = () => http.get<PolicyList>('/policy');

export const policiesQuery = () => queryOptions({ queryKey: ['policies'], queryFn: getPolicies });
