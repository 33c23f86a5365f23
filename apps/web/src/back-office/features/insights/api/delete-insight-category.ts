import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

/** A category goes; the insights in it stay. */
export const deleteInsightCategory = (id: number) =>
  api.DELETE('/admin/insight-categories/{id}', { params: { path: { id } } });

export function useDeleteInsightCategory() {
  return useMutation({
    mutationFn: deleteInsightCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
