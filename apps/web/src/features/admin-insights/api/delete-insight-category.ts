import type { StaffDone } from '@sextant/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

/** DELETE /v1/admin/insight-categories/{id}: the insights in it stay. */
export const deleteInsightCategory = (id: number) =>
  http.delete<StaffDone>(`/admin/insight-categories/${id}`);

export function useDeleteInsightCategory() {
  return useMutation({
    mutationFn: deleteInsightCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
