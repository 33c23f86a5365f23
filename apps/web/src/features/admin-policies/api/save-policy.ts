import type { AdminPolicyCreate, AdminPolicyDetail } from '@sextant/contracts/admin-policies';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { policiesKey } from './get-policies';
import { policyKey } from './get-policy';

export type PolicyInput = Required<AdminPolicyCreate>;

/** POST /v1/admin/policies, or PATCH /v1/admin/policies/{id} (only the fields given) when it exists. */
export const savePolicy = (id: string | null, input: Partial<PolicyInput>) =>
  id
    ? http.patch<AdminPolicyDetail>(`/admin/policies/${encodeURIComponent(id)}`, input)
    : http.postJson<AdminPolicyDetail>('/admin/policies', input);

export function useSavePolicy(id: string | null) {
  return useMutation({
    mutationFn: (input: Partial<PolicyInput>) => savePolicy(id, input),
    onSuccess: (policy) => {
      queryClient.setQueryData(policyKey(policy.uuid), policy);
      void queryClient.invalidateQueries({ queryKey: [...policiesKey, 'list'] });
    },
  });
}
