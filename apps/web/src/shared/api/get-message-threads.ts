import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's threads with the firm, newest activity first, and the unread total. */
export const getMessageThreads = () => api.GET('/message');

/** The messages screen and the header's unread badge share it. */
export const messageThreadsQuery = () =>
  queryOptions({ queryKey: ['messages', 'threads'], queryFn: getMessageThreads });

/** The unread badge of the header's Messages icon. */
export function useUnreadMessageCount(): number {
  const { data } = useQuery({ ...messageThreadsQuery(), select: (list) => list.unreadTotal });
  return data ?? 0;
}
