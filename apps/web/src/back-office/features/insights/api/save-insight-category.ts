import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

/** A new category, or a rename. */
export const saveInsightCategory = (id: number | null, name: string) =>
  id === null
    ? api.POST('/admin/insight-categories', { body: { name } })
    : api.PATCH('/admin/insight-categories/{id}', { params: { path: { id } }, body: { name } });

export function useSaveInsightCategory() {
  return useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) => saveInsightCategory(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
