import type { Notification } from '@sextant/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import {
  getNotificationPage,
  hasMorePages,
  notificationPagesQuery,
  notificationsOf,
} from '@/shared/api/get-notifications';
import { notificationKey } from '@/shared/api/mark-notification-read';
import { queryClient } from '@/shared/query/query-client';

/** The notification if the notifications tab has loaded it already. */
export function cachedNotification(id: string): Notification | undefined {
  return notificationsOf(queryClient.getQueryData(notificationPagesQuery().queryKey)).find(
    (notification) => notification.id === id,
  );
}

/**
 * There is no call for one notification (SPEC §7): reads the pages in turn, while there are more
 * (SPEC §9), until one holds it. Null when none does.
 */
export async function findNotification(
  id: string,
  getPage = getNotificationPage,
): Promise<Notification | null> {
  for (let page = 1; ; page++) {
    const answer = await getPage(page);
    const found = answer.notifications.find((notification) => notification.id === id);
    if (found) return found;
    if (!hasMorePages(answer.pagination) || !answer.notifications.length) return null;
  }
}

export const notificationQuery = (id: string) =>
  queryOptions({
    queryKey: notificationKey(id),
    queryFn: (): Promise<Notification | null> => findNotification(id),
    initialData: () => cachedNotification(id),
  });
