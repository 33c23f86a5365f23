import type { Notification } from '@sextant/contracts/notifications';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import type { NotificationReading } from '@/features/notifications/components/use-notification-reading';
import type { NotificationPages } from '@/shared/api/get-notifications';
import { buttonClass } from '@/shared/ui/button';
import { InfiniteSentinel } from '@/shared/ui/infinite-list-sentinel';
import { Spinner } from '@/shared/ui/spinner';

interface NotificationListProps {
  notifications: Notification[];
  query: UseInfiniteQueryResult<NotificationPages>;
  reading: NotificationReading;
  /** Beside a detail pane (wide screens) each row chooses its notification: the one chosen, if any. */
  select: { chosenId: string | null } | undefined;
}

/** The notifications loaded so far, then the count shown and the way to the next page. */
export function NotificationList({ notifications, query, reading, select }: NotificationListProps) {
  const total = query.data?.pages.at(-1)?.pagination.totalCount ?? 0;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <>
      <ul
        aria-label="Notifications"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      >
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            open={reading.open.has(notification.id)}
            onToggle={() => reading.toggle(notification)}
            onFollow={() => reading.follow(notification)}
            select={
              select
                ? {
                    to: `?notification=${encodeURIComponent(notification.id)}`,
                    current: notification.id === select.chosenId,
                  }
                : undefined
            }
          />
        ))}
      </ul>
      <InfiniteSentinel onVisible={loadMore} disabled={!query.hasNextPage || query.isFetchingNextPage} />
      <div className="mt-4 flex min-h-12 flex-col items-center justify-center gap-2">
        <p className="text-sm text-ink-muted">
          Showing {notifications.length} of {total}
        </p>
        {query.isFetchingNextPage ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" />
            Loading more notifications…
          </p>
        ) : (
          query.hasNextPage && (
            <button type="button" className={buttonClass('secondary')} onClick={loadMore}>
              Load more notifications
            </button>
          )
        )}
      </div>
    </>
  );
}
