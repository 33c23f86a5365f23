import type { AdminSupportRequest } from '@sextant/contracts/admin-support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** POST /v1/admin/support-requests/{id}/resolve. */
export const resolveSupportRequest = (id: string) =>
  http.postJson<AdminSupportRequest>(`/admin/support-requests/${encodeURIComponent(id)}/resolve`, {});

export function useResolveSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSupportRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'support-requests'] }),
  });
}
