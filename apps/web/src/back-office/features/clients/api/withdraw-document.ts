import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { clientDocumentsKey } from './get-client-documents';

/** Withdraws a document: the client no longer sees it; the file and its evidence stay for the firm. */
export const withdrawDocument = (id: string) =>
  api.POST('/admin/documents/{id}/withdraw', { params: { path: { id } } });

export function useWithdrawDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientDocumentsKey(clientId) }),
  });
}
