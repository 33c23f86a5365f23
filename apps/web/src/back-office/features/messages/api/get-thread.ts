import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { INBOX_KEY } from './get-inbox';

export const threadKey = (id: string) => [...INBOX_KEY, 'thread', id] as const;

/** The thread, oldest message first; reading marks it read for the firm, so the inbox changes. */
export async function getThread(id: string) {
  const thread = await api.GET('/admin/messages/{id}', { params: { path: { id } } });
  void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'inbox'] });
  void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'unread-count'] });
  return thread;
}

export const threadQuery = (id: string) =>
  queryOptions({ queryKey: threadKey(id), queryFn: () => getThread(id) });
