import type { AdminAmendment } from '@sextant/contracts/admin-clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

export type AmendmentDecision =
  | { id: string; approve: true }
  | { id: string; approve: false; reason?: string };

/**
 * POST /v1/admin/amendments/{id}/approve (applies the change) or …/reject `{ reason? }`; the client is
 * told either way.
 */
export const decideAmendment = (decision: AmendmentDecision) => {
  const base = `/admin/amendments/${encodeURIComponent(decision.id)}`;
  return decision.approve
    ? http.postJson<AdminAmendment>(`${base}/approve`, {})
    : http.postJson<AdminAmendment>(`${base}/reject`, decision.reason ? { reason: decision.reason } : {});
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
