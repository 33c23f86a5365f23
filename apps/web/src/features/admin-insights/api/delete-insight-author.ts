import type { StaffDone } from '@sextant/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

/** DELETE /v1/admin/insight-authors/{id}: only an author no insight names (422 otherwise). */
export const deleteInsightAuthor = (id: number) => http.delete<StaffDone>(`/admin/insight-authors/${id}`);

export function useDeleteInsightAuthor() {
  return useMutation({
    mutationFn: deleteInsightAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
