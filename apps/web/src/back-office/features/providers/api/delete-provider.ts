import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { providersKey } from './get-providers';

/** Only a provider nothing uses (422 otherwise). */
export const deleteProvider = (id: string) =>
  api.DELETE('/admin/providers/{id}', { params: { path: { id } } });

export function useDeleteProvider() {
  return useMutation({
    mutationFn: deleteProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
