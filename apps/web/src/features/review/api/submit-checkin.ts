import type { CheckinRequest, ClientReview } from '@sextant/contracts/reviews';
import { actionCentreQuery } from '@/shared/api/get-action-centre';
import { serviceQuery } from '@/shared/api/get-service';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';

/** Answers the review check-in; `wants_review: false` declines this year's review. */
export const submitCheckin = (id: string, body: CheckinRequest) =>
  api.POST('/review/{id}/checkin', { params: { path: { id } }, body });

/** The review as the server now has it; the action centre loses its check-in item. */
export function checkinSubmitted(review: ClientReview): void {
  queryClient.setQueryData(serviceQuery().queryKey, (service) =>
    service ? { ...service, review } : service,
  );
  void queryClient.invalidateQueries({ queryKey: actionCentreQuery().queryKey });
}
