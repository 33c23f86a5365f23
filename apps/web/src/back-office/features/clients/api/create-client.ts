import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '@/shared/http/api';
import { clientKey } from './get-client';

/** A new client, without a password; `send_invite` mails the invite at once. */
export const createClient = (body: ApiBody<'/admin/clients', 'post'>) => api.POST('/admin/clients', { body });

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
