import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/**
 * The client's policies with a provider (SPEC §3 → `policies`).
 * Shared: the provider view lists them, and a policy's view shows the provider's other policies.
 */
export const getProviderPolicies = async (providerId: string) =>
  (await api.GET('/provider/my-policies', { params: { query: { uuid: providerId } } })).policies;

export const providerPoliciesQuery = (providerId: string) =>
  queryOptions({
    queryKey: ['provider-policies', providerId],
    queryFn: () => getProviderPolicies(providerId),
  });
