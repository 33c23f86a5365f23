import type { AdminThread } from '@sextant/contracts/admin-messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { INBOX_KEY } from './get-inbox';
import { threadKey } from './get-thread';

/** 201 with the stored message, from the firm. */
export const replyToThread = (id: string, body: string) =>
  api.POST('/admin/messages/{id}/reply', { params: { path: { id } }, body: { body } });

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
