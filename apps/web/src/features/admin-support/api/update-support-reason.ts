import type { AdminSupportReason } from '@sextant/contracts/admin-support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { supportReasonsKey } from './get-support-reasons';

export interface ReasonChanges {
  label?: string;
  position?: number;
  active?: boolean;
}

/** PATCH /v1/admin/support-reasons/{id}: rename, move or switch off one of the firm's reasons. */
export const updateSupportReason = (id: number, changes: ReasonChanges) =>
  http.patch<AdminSupportReason>(`/admin/support-reasons/${id}`, changes);

export function useUpdateSupportReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ReasonChanges }) => updateSupportReason(id, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportReasonsKey }),
  });
}
