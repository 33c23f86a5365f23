import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** Marks a support request resolved. */
export const resolveSupportRequest = (id: string) =>
  api.POST('/admin/support-requests/{id}/resolve', { params: { path: { id } } });

export function useResolveSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSupportRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'support-requests'] }),
  });
}
