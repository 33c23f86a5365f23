import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { policiesKey } from './get-policies';

/**
 * Every waiting-previews list (get-waiting-previews.ts). Kept here, which the import page loads at once: that
 * list loads later, and a decided preview drops it.
 */
export const waitingPreviewsKey = ['admin', 'imports', 'waiting'] as const;

/** A preview decided is no longer waiting. */
const settled = () => void queryClient.invalidateQueries({ queryKey: waitingPreviewsKey });

/**
 * Confirms a preview: the server checks the file again and writes every row, or none and says why.
 * Written rows change the policies' latest values and their valuations and transactions.
 */
export function useConfirmPreview() {
  return useMutation({
    mutationFn: (id: string) =>
      api.POST('/admin/imports/previews/{id}/confirm', { params: { path: { id } } }),
    onSuccess: (confirmation) => {
      if (confirmation.report.applied) void queryClient.invalidateQueries({ queryKey: policiesKey });
      settled();
    },
  });
}

/** Drops a preview: nothing of it is written. */
export function useCancelPreview() {
  return useMutation({
    mutationFn: (id: string) => api.POST('/admin/imports/previews/{id}/cancel', { params: { path: { id } } }),
    onSuccess: settled,
  });
}
