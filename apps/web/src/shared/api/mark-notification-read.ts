import type { Notification } from '@sextant/contracts/notifications';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { toastError } from '@/shared/ui/toast';
import { type NotificationPages, notificationPagesQuery } from './get-notifications';

/** A 200 answer means the notification is read (SPEC §4). */
export const markNotificationRead = (id: string) =>
  api.PUT('/notification', { params: { query: { uuid: id } } });

/** The cache key of one notification looked up by id (the content/:id screen). */
export const notificationKey = (id: string) => ['notifications', 'one', id] as const;

/**
 * SPEC §4 unread → read: the notification becomes read on every loaded page, and the unread count drops
 * by one if it was unread. A notification already read (or not loaded) changes nothing.
 */
export function markReadInPages(
  data: NotificationPages | undefined,
  id: string,
): NotificationPages | undefined {
  if (!data) return data;
  const wasUnread = data.pages.some((page) =>
    page.notifications.some((notification) => notification.id === id && !notification.isRead),
  );
  if (!wasUnread) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      notifications: page.notifications.map((notification) =>
        notification.id === id ? { ...notification, isRead: true } : notification,
      ),
      pagination: { ...page.pagination, unreadCount: Math.max(0, page.pagination.unreadCount - 1) },
    })),
  };
}

/** Records in the cache that the server marked the notification read. */
export function notificationMarkedRead(id: string): void {
  const { queryKey } = notificationPagesQuery();
  const loaded = queryClient
    .getQueryData(queryKey)
    ?.pages.some((page) => page.notifications.some((notification) => notification.id === id));
  // Not among the loaded pages (opened from a link): ask the server for the new unread count.
  if (loaded) queryClient.setQueryData(queryKey, (data) => markReadInPages(data, id));
  else void queryClient.invalidateQueries({ queryKey });
  queryClient.setQueryData<Notification | null>(notificationKey(id), (notification) =>
    notification ? { ...notification, isRead: true } : notification,
  );
}

/** Marks a notification read when it is opened; the badges drop once the server says 200. */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_answer, id) => notificationMarkedRead(id),
    onError: () => toastError('Could not mark the notification as read. Please try again.'),
  });
}
