import type { AdminClient, AdminClientCreate } from '@sextant/contracts/admin-clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { clientKey } from './get-client';

/** POST /v1/admin/clients: a new client, without a password; `send_invite` mails the invite at once. */
export const createClient = (body: AdminClientCreate) => http.postJson<AdminClient>('/admin/clients', body);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKey(client.uuid), client);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'clients', 'list'] });
    },
  });
}
