import type { AdminInsight, InsightInput } from '@sextant/contracts/admin-insights';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { adminInsightKey } from './get-admin-insight';
import { adminInsightsKey } from './get-admin-insights';

/** POST /v1/admin/insights (a new draft), or PATCH /v1/admin/insights/{id}. */
export const saveInsight = (id: string | null, input: InsightInput) =>
  id
    ? http.patch<AdminInsight>(`/admin/insights/${encodeURIComponent(id)}`, input)
    : http.postJson<AdminInsight>('/admin/insights', input);

export function useSaveInsight(id: string | null) {
  return useMutation({
    mutationFn: (input: InsightInput) => saveInsight(id, input),
    onSuccess: (insight) => {
      queryClient.setQueryData(adminInsightKey(insight.uuid), insight);
      void queryClient.invalidateQueries({ queryKey: adminInsightsKey });
    },
  });
}
