import type { AdminClient, AdminClientUpdate } from '@sextant/contracts/admin-clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { clientKey } from './get-client';

/** PATCH /v1/admin/clients/{id}: edits profile fields (the email only before a password is set). */
export const updateClient = (id: string, body: AdminClientUpdate) =>
  http.patch<AdminClient>(`/admin/clients/${encodeURIComponent(id)}`, body);

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminClientUpdate) => updateClient(id, body),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKey(id), client);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'clients', 'list'] });
    },
  });
}
