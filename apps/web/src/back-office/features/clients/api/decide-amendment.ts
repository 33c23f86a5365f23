import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

export type AmendmentDecision =
  | { id: string; approve: true }
  | { id: string; approve: false; reason?: string };

/**
 * Approves (applies the change) or rejects `{ reason? }` a change a client asked for; the client is
 * told either way.
 */
export const decideAmendment = (decision: AmendmentDecision) => {
  const params = { path: { id: decision.id } };
  return decision.approve
    ? api.POST('/admin/amendments/{id}/approve', { params })
    : api.POST('/admin/amendments/{id}/reject', {
        params,
        body: decision.reason ? { reason: decision.reason } : {},
      });
};

export function useDecideAmendment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAmendment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'amendments'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'clients'] });
    },
  });
}
