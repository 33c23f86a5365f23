import type { AdminInsight } from '@sextant/contracts/admin-insights';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { adminInsightKey } from './get-admin-insight';
import { adminInsightsKey } from './get-admin-insights';

/** Publishes; `notify` also tells every active client of the firm. */
export const publishInsight = (id: string, notify: boolean) =>
  api.POST('/admin/insights/{id}/publish', { params: { path: { id } }, body: { notify } });

/** Back to draft, out of the clients' sight. */
export const unpublishInsight = (id: string) =>
  api.POST('/admin/insights/{id}/unpublish', { params: { path: { id } } });

const refresh = (insight: AdminInsight) => {
  queryClient.setQueryData(adminInsightKey(insight.uuid), insight);
  void queryClient.invalidateQueries({ queryKey: adminInsightsKey });
};

/** Takes the id when called: a new insight has one only once its first save is done. */
export function usePublishInsight() {
  return useMutation({
    mutationFn: ({ id, notify }: { id: string; notify: boolean }) => publishInsight(id, notify),
    onSuccess: (answer) => refresh(answer.insight),
  });
}

export function useUnpublishInsight(id: string) {
  return useMutation({ mutationFn: () => unpublishInsight(id), onSuccess: refresh });
}
