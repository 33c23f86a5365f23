import type { AdminSupportReason } from '@sextant/contracts/admin-support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { supportReasonsKey } from './get-support-reasons';

/** POST /v1/admin/support-reasons `{ label }`: a reason of the firm's own, last. */
export const createSupportReason = (label: string) =>
  http.postJson<AdminSupportReason>('/admin/support-reasons', { label });

export function useCreateSupportReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportReason,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportReasonsKey }),
  });
}
