import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/**
 * Client threads with messages the signed-in staff member has not read (the back office's Messages badge). Its key sits under the inbox's, so a read or a reply there refreshes it too.
 */
export const adminUnreadMessagesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'messages', 'unread-count'] as const,
    queryFn: () => api.GET('/admin/messages/unread-count'),
    refetchInterval: 60_000,
  });

export const useAdminUnreadMessages = () => useQuery(adminUnreadMessagesQuery()).data?.unread ?? 0;
