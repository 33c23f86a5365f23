import type { StaffDone } from '@sextant/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { adminInsightKey } from './get-admin-insight';
import { adminInsightsKey } from './get-admin-insights';

/** DELETE /v1/admin/insights/{id}: drafts only. */
export const deleteInsight = (id: string) =>
  http.delete<StaffDone>(`/admin/insights/${encodeURIComponent(id)}`);

export function useDeleteInsight(id: string) {
  return useMutation({
    mutationFn: () => deleteInsight(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminInsightKey(id) });
      void queryClient.invalidateQueries({ queryKey: adminInsightsKey });
    },
  });
}
