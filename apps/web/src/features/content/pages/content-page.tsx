import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Bell, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { notificationQuery } from '@/features/content/api/find-notification';
import { useMarkNotificationRead } from '@/shared/api/mark-notification-read';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

function AllNotifications() {
  return (
    <Link to={appPath.notifications()} className={buttonClass('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      All notifications
    </Link>
  );
}

/** /tabs/content/:id: one notification's full content; opening it marks it read. */
export function ContentPage() {
  const { id = '' } = useParams();
  const query = useQuery(notificationQuery(id));
  const { mutate: markRead } = useMarkNotificationRead();
  const notification = query.data;
  const unread = notification ? !notification.isRead : false;

  useEffect(() => {
    if (unread) markRead(id);
  }, [unread, id, markRead]);

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the notification</span>
        <Skeleton className="h-7 w-3/5" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    );
  }
  if (query.isError || !notification) {
    return (
      <EmptyState
        icon={Bell}
        message={
          query.isError
            ? 'This notification could not be loaded just now.'
            : 'This notification could not be found.'
        }
      >
        <div className="flex flex-wrap justify-center gap-3">
          {query.isError && (
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          )}
          <AllNotifications />
        </div>
      </EmptyState>
    );
  }

  const link = notification.link && /^\/(?![/\\])/.test(notification.link) ? notification.link : null;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-ink">{notification.title}</h2>
        <time dateTime={notification.created_at} className="mt-1 block text-sm text-ink-muted">
          {formatDate(notification.created_at)}
        </time>
      </div>
      <p className="whitespace-pre-line text-base text-ink">{notification.body}</p>
      <div className="flex flex-wrap gap-3 pt-2">
        {link && (
          <Link to={link} className={buttonClass('primary')}>
            Open
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        <AllNotifications />
      </div>
    </article>
  );
}
