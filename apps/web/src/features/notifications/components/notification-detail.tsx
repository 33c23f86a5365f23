import type { Notification } from '@sextant/contracts/notifications';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { inAppPath } from '@/features/notifications/in-app-link';
import { formatDate } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';

/** A chosen notification in a wide screen's detail pane: its whole text, and the way to what it is about. */
export function NotificationDetail({ notification }: { notification: Notification }) {
  const link = inAppPath(notification.link);
  return (
    <article
      aria-labelledby="notification-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div>
        <h2 id="notification-title" className="text-2xl font-semibold tracking-tight break-words text-ink">
          {notification.title}
        </h2>
        <time dateTime={notification.created_at} className="mt-1 block text-sm text-ink-muted">
          {formatDate(notification.created_at)}
        </time>
      </div>
      <p className="whitespace-pre-line break-words text-base text-ink">{notification.body}</p>
      {link && (
        <Link to={link} className={buttonClass('primary', 'md', 'self-start')}>
          Open <span className="sr-only">{notification.title}</span>
          <ArrowRight aria-hidden="true" className="size-4.5" />
        </Link>
      )}
    </article>
  );
}
