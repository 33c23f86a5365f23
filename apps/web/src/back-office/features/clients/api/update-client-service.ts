import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '@/shared/http/api';
import { clientServiceKey } from './get-client-service';

export type ClientServiceUpdate = ApiBody<'/admin/clients/{id}/service', 'put'>;

/** Sets the client's adviser (a staff member of the firm, or nobody) and next review date (or none). */
export const updateClientService = (id: string, body: ClientServiceUpdate) =>
  api.PUT('/admin/clients/{id}/service', { params: { path: { id } }, body });

export function useUpdateClientService(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientServiceUpdate) => updateClientService(id, body),
    onSuccess: (service) => {
      queryClient.setQueryData(clientServiceKey(id), service);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
  });
}
