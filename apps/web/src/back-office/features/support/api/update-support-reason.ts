import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { supportReasonsKey } from './get-support-reasons';

export interface ReasonChanges {
  label?: string;
  position?: number;
  active?: boolean;
}

/** Rename, move or switch off one of the firm's reasons. */
export const updateSupportReason = (id: number, changes: ReasonChanges) =>
  api.PATCH('/admin/support-reasons/{id}', { params: { path: { id } }, body: changes });

export function useUpdateSupportReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ReasonChanges }) => updateSupportReason(id, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportReasonsKey }),
  });
}
