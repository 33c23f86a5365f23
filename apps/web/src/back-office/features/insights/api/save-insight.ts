import type { InsightInput } from '@sextant/contracts/admin-insights';
import { useMutation } from '@tanstack/react-query';
import { type ApiBody, api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { adminInsightKey } from './get-admin-insight';
import { adminInsightsKey } from './get-admin-insights';

/** A new draft, or the changes to an insight. */
export const saveInsight = (id: string | null, given: InsightInput) => {
  // The contract's input type leaves the ids it coerces unknown; the form sends numbers.
  const input = given as ApiBody<'/admin/insights', 'post'>;
  return id
    ? api.PATCH('/admin/insights/{id}', { params: { path: { id } }, body: input })
    : api.POST('/admin/insights', { body: input });
};

export function useSaveInsight(id: string | null) {
  return useMutation({
    mutationFn: (input: InsightInput) => saveInsight(id, input),
    onSuccess: (insight) => {
      queryClient.setQueryData(adminInsightKey(insight.uuid), insight);
      void queryClient.invalidateQueries({ queryKey: adminInsightsKey });
    },
  });
}
