import type { PolicySummary } from '@sextant/contracts/policies';
import type { ProviderPolicies } from '@sextant/contracts/providers';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/client';

/**
 * GET /v1/provider/my-policies?uuid={id}: the client's policies with a provider (SPEC §3 → `policies`).
 * Shared: the provider view lists them, and a policy's view shows the provider's other policies.
 */
export const getProviderPolicies = async (providerId: string): Promise<PolicySummary[]> =>
  (await http.get<ProviderPolicies>(`/provider/my-policies?uuid=${encodeURIComponent(providerId)}`)).policies;

export const providerPoliciesQuery = (providerId: string) =>
  queryOptions({
    queryKey: ['provider-policies', providerId],
    queryFn: () => getProviderPolicies(providerId),
  });
