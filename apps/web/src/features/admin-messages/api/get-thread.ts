import type { AdminThread } from '@sextant/contracts/admin-messages';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { INBOX_KEY } from './get-inbox';

export const threadKey = (id: string) => [...INBOX_KEY, 'thread', id] as const;

/** GET /v1/admin/messages/{id}: oldest message first; reading marks it read for the firm, so the inbox changes. */
export async function getThread(id: string): Promise<AdminThread> {
  const thread = await http.get<AdminThread>(`/admin/messages/${encodeURIComponent(id)}`);
  void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'inbox'] });
  void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'unread-count'] });
  return thread;
}

export const threadQuery = (id: string) =>
  queryOptions({ queryKey: threadKey(id), queryFn: () => getThread(id) });
