import type { MessageThread } from '@sextant/contracts/messages';
import { queryOptions } from '@tanstack/react-query';
import { messageThreadsQuery } from '../../../shared/api/get-message-threads';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { markThreadRead } from '../threads-cache';

/** GET /v1/message/{id}: the thread, oldest message first. Reading it marks it read, so the badge drops. */
export async function getMessageThread(id: string): Promise<MessageThread> {
  const thread = await http.get<MessageThread>(`/message/${encodeURIComponent(id)}`);
  queryClient.setQueryData(messageThreadsQuery().queryKey, (list) => markThreadRead(list, id));
  return thread;
}

export const messageThreadKey = (id: string) => ['messages', 'thread', id] as const;

export const messageThreadQuery = (id: string) =>
  queryOptions({ queryKey: messageThreadKey(id), queryFn: () => getMessageThread(id) });
