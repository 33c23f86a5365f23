import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { supportReasonsKey } from './get-support-reasons';

/** A reason of the firm's own, last. */
export const createSupportReason = (label: string) => api.POST('/admin/support-reasons', { body: { label } });

export function useCreateSupportReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportReason,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportReasonsKey }),
  });
}
