import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { notificationPagesQuery, notificationsOf, unreadCountOf } from '@/shared/api/get-notifications';
import { useMarkNotificationRead } from '@/shared/api/mark-notification-read';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { InfiniteSentinel } from '@/shared/ui/infinite-list-sentinel';
import { PageSection } from '@/shared/ui/page-section';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';

/**
 * /tabs/notifications: newest first, page by page (SPEC §9). A notification about something (a document, a
 * thread…) opens it; any other opens in place. Opening an unread one marks it read.
 */
export function NotificationsPage() {
  const query = useInfiniteQuery(notificationPagesQuery());
  const markRead = useMarkNotificationRead();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const notifications = notificationsOf(query.data);
  const unread = unreadCountOf(query.data);
  const total = query.data?.pages.at(-1)?.pagination.totalCount ?? 0;

  const toggle = (id: string, isRead: boolean) => {
    const opening = !open.has(id);
    setOpen((shown) => {
      const next = new Set(shown);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening && !isRead) markRead.mutate(id);
  };
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <PageSection
      heading="Your notifications"
      description={query.data ? (unread ? `${unread} unread` : 'You have read them all.') : undefined}
    >
      <PullToRefresh onRefresh={() => query.refetch()}>
        {query.isPending ? (
          <SkeletonList rows={5} label="Loading notifications" />
        ) : query.isError && !notifications.length ? (
          <EmptyState icon={Bell} message="Notifications could not be loaded just now.">
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </EmptyState>
        ) : !notifications.length ? (
          <EmptyState icon={Bell} message="No notifications yet." />
        ) : (
          <>
            <ul
              aria-label="Notifications"
              className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
            >
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  open={open.has(notification.id)}
                  onToggle={() => toggle(notification.id, notification.isRead)}
                  onFollow={() => {
                    if (!notification.isRead) markRead.mutate(notification.id);
                  }}
                />
              ))}
            </ul>
            <InfiniteSentinel
              onVisible={loadMore}
              disabled={!query.hasNextPage || query.isFetchingNextPage}
            />
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
        )}
      </PullToRefresh>
    </PageSection>
  );
}
