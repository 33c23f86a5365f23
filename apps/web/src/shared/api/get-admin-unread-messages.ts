import type { AdminUnreadCount } from '@sextant/contracts/admin-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';

/**
 * GET /v1/admin/messages/unread-count: client threads nobody at the firm has read yet (the back office's
 * Messages badge). Its key sits under the inbox's, so a read or a reply there refreshes it too.
 */
export const adminUnreadMessagesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'messages', 'unread-count'] as const,
    queryFn: () => http.get<AdminUnreadCount>('/admin/messages/unread-count'),
    refetchInterval: 60_000,
  });

export const useAdminUnreadMessages = () => useQuery(adminUnreadMessagesQuery()).data?.unread ?? 0;
