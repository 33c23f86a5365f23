import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { clientKey } from './get-client';

/**
 * The account actions on one client, each answering the client as it now is:
 * POST …/invite (send or re-send), …/deactivate, …/reactivate, …/reset-mfa, …/unlock; PUT …/vip `{ vip }`.
 */
export type ClientAction =
  | { kind: 'invite' | 'deactivate' | 'reactivate' | 'reset-mfa' | 'unlock' }
  | { kind: 'vip'; vip: boolean };

export function runClientAction(id: string, action: ClientAction) {
  const params = { path: { id } };
  return action.kind === 'vip'
    ? api.PUT('/admin/clients/{id}/vip', { params, body: { vip: action.vip } })
    : api.POST(`/admin/clients/{id}/${action.kind}`, { params });
}

export function useClientAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClientAction) => runClientAction(id, action),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKey(id), client);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'clients', 'list'] });
    },
  });
}
