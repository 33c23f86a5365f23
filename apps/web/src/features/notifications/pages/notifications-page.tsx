import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell, RotateCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { NotificationDetail } from '@/features/notifications/components/notification-detail';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useNotificationReading } from '@/features/notifications/components/use-notification-reading';
import { notificationPagesQuery, notificationsOf, unreadCountOf } from '@/shared/api/get-notifications';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { MasterDetail } from '@/shared/ui/master-detail';
import { PageSection } from '@/shared/ui/page-section';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';
import { useMediaQuery, WIDE_QUERY } from '@/shared/ui/use-media-query';

/**
 * /tabs/notifications: newest first, page by page (SPEC §9). On a phone a notification about something (a
 * document, a thread…) opens it and any other opens in place; on a wide screen `?notification=<id>` shows the
 * chosen one beside the list, with the way to its subject. Opening an unread one marks it read.
 */
export function NotificationsPage() {
  const query = useInfiniteQuery(notificationPagesQuery());
  const wide = useMediaQuery(WIDE_QUERY);
  const [params] = useSearchParams();
  const chosenId = params.get('notification');
  const notifications = notificationsOf(query.data);
  const chosen = wide ? notifications.find((notification) => notification.id === chosenId) : undefined;
  const reading = useNotificationReading(chosenId, chosen);
  const unread = unreadCountOf(query.data);

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
          <NotificationList
            notifications={notifications}
            query={query}
            reading={reading}
            select={wide ? { chosenId } : undefined}
          />
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
