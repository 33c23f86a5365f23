import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { adminInsightKey } from './get-admin-insight';
import { adminInsightsKey } from './get-admin-insights';

/** Drafts only. */
export const deleteInsight = (id: string) => api.DELETE('/admin/insights/{id}', { params: { path: { id } } });

export function useDeleteInsight(id: string) {
  return useMutation({
    mutationFn: () => deleteInsight(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminInsightKey(id) });
      void queryClient.invalidateQueries({ queryKey: adminInsightsKey });
    },
  });
}
