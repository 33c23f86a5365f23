import type { Notification, NotificationPage } from '@sextant/contracts/notifications';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

type Pagination = NotificationPage['pagination'];
export type NotificationPages = InfiniteData<NotificationPage>;

/** SPEC §9: the number of pages is totalCount / defaultPageSize rounded up. */
export function pageCountOf(pagination: Pagination): number {
  return Math.ceil(pagination.totalCount / pagination.defaultPageSize);
}

/** SPEC §9: there are more pages while the current page is below the page count. */
export function hasMorePages(pagination: Pagination): boolean {
  return pagination.currentPage < pageCountOf(pagination);
}

/** The page after this one, or undefined on the last page. */
export function nextNotificationPage(last: NotificationPage): number | undefined {
  return hasMorePages(last.pagination) ? last.pagination.currentPage + 1 : undefined;
}

/** One page of the client's notifications, newest first. */
export const getNotificationPage = (page: number) =>
  api.GET('/notification', { params: { query: { page: String(page) } } });

/** Every page loaded so far; the notifications tab and the unread badges share it. */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'pages'],
    queryFn: ({ pageParam }) => getNotificationPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextNotificationPage,
  });

/** Unread notifications across all pages, as the server counted them (and as reads since lowered it). */
export function unreadCountOf(data: NotificationPages | undefined): number {
  return data?.pages[0]?.pagination.unreadCount ?? 0;
}

/** The loaded notifications, in order, each once (a page may repeat one after a new one arrived). */
export function notificationsOf(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  const list: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const notification of page.notifications) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      list.push(notification);
    }
  }
  return list;
}

/** The unread badge of the Notifications tab and of the header's icon. */
export function useUnreadNotificationCount(): number {
  const { data } = useInfiniteQuery({ ...notificationPagesQuery(), select: unreadCountOf });
  return data ?? 0;
}
