import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '@/shared/http/api';
import { clientServiceKey } from './get-client-service';

export type ReviewOutcome = ApiBody<'/admin/reviews/{id}/outcome', 'post'>;

/** Records a review delivered (a meeting held) or declined; the API sets the next review 12 months on. */
export const recordReviewOutcome = (reviewId: string, body: ReviewOutcome) =>
  api.POST('/admin/reviews/{id}/outcome', { params: { path: { id: reviewId } }, body });

export function useRecordReviewOutcome(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReviewOutcome }) =>
      recordReviewOutcome(reviewId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientServiceKey(clientId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
  });
}
