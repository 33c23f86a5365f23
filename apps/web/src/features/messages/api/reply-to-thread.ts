import type { MessageThread } from '@sextant/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { withMessage } from '@/features/messages/threads-cache';
import { messageThreadsQuery } from '@/shared/api/get-message-threads';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { messageThreadKey } from './get-message-thread';

/** 201 with the stored message (plain text). */
export const replyToThread = (id: string, body: string) =>
  api.POST('/message/{id}/reply', { params: { path: { id } }, body: { body } });

export function useReplyToThread(id: string) {
  return useMutation({
    mutationFn: (body: string) => replyToThread(id, body),
    onSuccess: (message) => {
      queryClient.setQueryData<MessageThread>(messageThreadKey(id), (thread) => withMessage(thread, message));
      // The list's preview and order change with the reply.
      void queryClient.invalidateQueries({ queryKey: messageThreadsQuery().queryKey });
    },
  });
}
