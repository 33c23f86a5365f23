import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

/** Only an author no insight names (422 otherwise). */
export const deleteInsightAuthor = (id: number) =>
  api.DELETE('/admin/insight-authors/{id}', { params: { path: { id } } });

export function useDeleteInsightAuthor() {
  return useMutation({
    mutationFn: deleteInsightAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
