import type { StaffDone } from '@sextant/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { providersKey } from './get-providers';

/** DELETE /v1/admin/providers/{id}: only a provider nothing uses (422 otherwise). */
export const deleteProvider = (id: string) =>
  http.delete<StaffDone>(`/admin/providers/${encodeURIComponent(id)}`);

export function useDeleteProvider() {
  return useMutation({
    mutationFn: deleteProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
