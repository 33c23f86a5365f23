import type { Notification } from '@sextant/contracts/notifications';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { inAppPath } from '@/features/notifications/in-app-link';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

interface NotificationItemProps {
  notification: Notification;
  open: boolean;
  onToggle: () => void;
}

/** One notification: its title and date; opened in place, it shows its body and where it leads. */
export function NotificationItem({ notification, open, onToggle }: NotificationItemProps) {
  const bodyId = useId();
  const unread = !notification.isRead;
  const link = inAppPath(notification.link);
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className="flex min-h-16 w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-navy-50 focus-visible:-outline-offset-2"
      >
        <span
          aria-hidden="true"
          className={cx('mt-2 size-2.5 shrink-0 rounded-full', unread ? 'bg-teal-600' : 'bg-transparent')}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cx('text-base', unread ? 'font-semibold text-ink' : 'font-normal text-ink')}>
            {unread && <span className="sr-only">Unread</span>}
            {unread && ' '}
            {notification.title}
          </span>{' '}
          <time dateTime={notification.created_at} className="text-sm text-ink-muted">
            {formatDate(notification.created_at)}
          </time>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cx('mt-1 size-5 shrink-0 text-navy-300 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={bodyId} hidden={!open} className="px-4 pb-4 pl-[2.625rem]">
        {open && (
          <>
            <p className="whitespace-pre-line text-base text-ink">{notification.body}</p>
            {link && (
              <Link
                to={link}
                className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-medium text-accent-ink underline-offset-4 hover:underline"
              >
                Open
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}
