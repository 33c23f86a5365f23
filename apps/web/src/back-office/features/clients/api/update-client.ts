import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '@/shared/http/api';
import { clientKey } from './get-client';

/** Edits profile fields (the email only before a password is set). */
export const updateClient = (id: string, body: ApiBody<'/admin/clients/{id}', 'patch'>) =>
  api.PATCH('/admin/clients/{id}', { params: { path: { id } }, body });

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/admin/clients/{id}', 'patch'>) => updateClient(id, body),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKey(id), client);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'clients', 'list'] });
    },
  });
}
