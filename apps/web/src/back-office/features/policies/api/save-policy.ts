import type { AdminPolicyCreate } from '@sextant/contracts/admin-policies';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { policiesKey } from './get-policies';
import { policyKey } from './get-policy';
import { policyPerformanceKey } from './get-policy-performance';

export type PolicyInput = Required<AdminPolicyCreate>;

/** A new policy, or the changes to one (only the fields given) when it exists. */
export const savePolicy = (id: string | null, input: Partial<PolicyInput>) =>
  id
    ? api.PATCH('/admin/policies/{id}', { params: { path: { id } }, body: input })
    : // A new policy: the form sends every field.
      api.POST('/admin/policies', { body: input as PolicyInput });

export function useSavePolicy(id: string | null) {
  return useMutation({
    mutationFn: (input: Partial<PolicyInput>) => savePolicy(id, input),
    onSuccess: (policy) => {
      queryClient.setQueryData(policyKey(policy.uuid), policy);
      // The mark on its first valuation changes the client's figures.
      void queryClient.invalidateQueries({ queryKey: policyPerformanceKey(policy.uuid) });
      void queryClient.invalidateQueries({ queryKey: [...policiesKey, 'list'] });
    },
  });
}
