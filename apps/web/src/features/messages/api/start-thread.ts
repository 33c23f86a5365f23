import { useMutation } from '@tanstack/react-query';
import { messageThreadsQuery } from '@/shared/api/get-message-threads';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { messageThreadKey } from './get-message-thread';

export interface NewThread {
  subject: string;
  body: string;
}

/** A new thread with its first message; 201 with the thread. */
export const startThread = (thread: NewThread) => api.POST('/message', { body: thread });

export function useStartThread() {
  return useMutation({
    mutationFn: startThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(messageThreadKey(thread.uuid), thread);
      void queryClient.invalidateQueries({ queryKey: messageThreadsQuery().queryKey });
    },
  });
}
