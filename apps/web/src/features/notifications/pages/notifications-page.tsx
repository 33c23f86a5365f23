import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NotificationDetail } from '@/features/notifications/components/notification-detail';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { notificationPagesQuery, notificationsOf, unreadCountOf } from '@/shared/api/get-notifications';
import { useMarkNotificationRead } from '@/shared/api/mark-notification-read';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { InfiniteSentinel } from '@/shared/ui/infinite-list-sentinel';
import { MasterDetail } from '@/shared/ui/master-detail';
import { PageSection } from '@/shared/ui/page-section';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { useMediaQuery, WIDE_QUERY } from '@/shared/ui/use-media-query';

/**
 * /tabs/notifications: newest first, page by page (SPEC §9). On a phone a notification about something (a
 * document, a thread…) opens it and any other opens in place; on a wide screen `?notification=<id>` shows the
 * chosen one beside the list, with the way to its subject. Opening an unread one marks it read.
 */
export function NotificationsPage() {
  const query = useInfiniteQuery(notificationPagesQuery());
  const markRead = useMarkNotificationRead();
  const wide = useMediaQuery(WIDE_QUERY);
  const [params] = useSearchParams();
  const chosenId = params.get('notification');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(chosenId ? [chosenId] : []));
  const notifications = notificationsOf(query.data);
  const chosen = wide ? notifications.find((notification) => notification.id === chosenId) : undefined;
  const { mutate: markChosenRead } = markRead;
  useEffect(() => {
    if (chosen && !chosen.isRead) markChosenRead(chosen.id);
  }, [chosen, markChosenRead]);
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

  const list = (
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
                  select={
                    wide
                      ? {
                          to: `?notification=${encodeURIComponent(notification.id)}`,
                          current: notification.id === chosenId,
                        }
                      : undefined
                  }
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
  if (!wide) return list;
  return (
    <MasterDetail
      label="Notification"
      selection={chosenId}
      list={list}
      detail={
        chosen ? (
          <NotificationDetail notification={chosen} />
        ) : (
          <EmptyState
            icon={Bell}
            message={
              chosenId && query.data
                ? 'This notification is not among those shown. Choose one from the list.'
                : 'Choose a notification to read it here.'
            }
          />
        )
      }
    />
  );
}
