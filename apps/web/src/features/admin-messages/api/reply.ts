import type { AdminMessage, AdminThread } from '@sextant/contracts/admin-messages';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { INBOX_KEY } from './get-inbox';
import { threadKey } from './get-thread';

/** POST /v1/admin/messages/{id}/reply: 201 with the stored message, from the firm. */
export const replyToThread = (id: string, body: string) =>
  http.postJson<AdminMessage>(`/admin/messages/${encodeURIComponent(id)}/reply`, { body });

export function useReply(id: string) {
  return useMutation({
    mutationFn: (body: string) => replyToThread(id, body),
    onSuccess: (message) => {
      queryClient.setQueryData<AdminThread>(threadKey(id), (thread) =>
        thread ? { ...thread, messages: [...thread.messages, message] } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'inbox'] });
    },
  });
}
