import type { AdminClient } from '@sextant/contracts/admin-clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { clientKey } from './get-client';

/**
 * The account actions on one client, each answering the client as it now is:
 * POST …/invite (send or re-send), …/deactivate, …/reactivate, …/reset-mfa; PUT …/vip `{ vip }`.
 */
export type ClientAction =
  | { kind: 'invite' | 'deactivate' | 'reactivate' | 'reset-mfa' }
  | { kind: 'vip'; vip: boolean };

export function runClientAction(id: string, action: ClientAction) {
  const base = `/admin/clients/${encodeURIComponent(id)}`;
  return action.kind === 'vip'
    ? http.put<AdminClient>(`${base}/vip`, { json: { vip: action.vip } })
    : http.postJson<AdminClient>(`${base}/${action.kind}`, {});
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
