import type { AdminInsightCategory } from '@sextant/contracts/admin-insights';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

/** POST /v1/admin/insight-categories, or PATCH /v1/admin/insight-categories/{id} (a rename). */
export const saveInsightCategory = (id: number | null, name: string) =>
  id === null
    ? http.postJson<AdminInsightCategory>('/admin/insight-categories', { name })
    : http.patch<AdminInsightCategory>(`/admin/insight-categories/${id}`, { name });

export function useSaveInsightCategory() {
  return useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) => saveInsightCategory(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
