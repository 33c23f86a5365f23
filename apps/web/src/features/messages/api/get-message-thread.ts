import { queryOptions } from '@tanstack/react-query';
import { markThreadRead } from '@/features/messages/threads-cache';
import { messageThreadsQuery } from '@/shared/api/get-message-threads';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';

/** The thread, oldest message first. Reading it marks it read, so the badge drops. */
export async function getMessageThread(id: string) {
  const thread = await api.GET('/message/{id}', { params: { path: { id } } });
  queryClient.setQueryData(messageThreadsQuery().queryKey, (list) => markThreadRead(list, id));
  return thread;
}

export const messageThreadKey = (id: string) => ['messages', 'thread', id] as const;

export const messageThreadQuery = (id: string) =>
  queryOptions({ queryKey: messageThreadKey(id), queryFn: () => getMessageThread(id) });
