import type { Notification } from '@sextant/contracts/notifications';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { inAppPath } from '@/features/notifications/in-app-link';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

interface NotificationItemProps {
  notification: Notification;
  open: boolean;
  onToggle: () => void;
  /** The notification's link was followed (it is then read). */
  onFollow: () => void;
  /** Beside a detail pane (wide screens) every row chooses its notification instead: where and whether it is chosen. */
  select?: { to: string; current: boolean };
}

const rowClass =
  'flex min-h-16 w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-navy-50 focus-visible:-outline-offset-2';

/** The unread dot, the title (bold, with "Unread" for screen readers, when unread) and the date. */
function Summary({ notification, children }: { notification: Notification; children?: ReactNode }) {
  const unread = !notification.isRead;
  return (
    <>
      <span
        aria-hidden="true"
        className={cx('mt-2 size-2.5 shrink-0 rounded-full', unread ? 'bg-teal-600' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cx('text-base text-ink', unread ? 'font-semibold' : 'font-normal')}>
          {unread && <span className="sr-only">Unread</span>}
          {unread && ' '}
          {notification.title}
        </span>{' '}
        {children}
        <time dateTime={notification.created_at} className="text-sm text-ink-muted">
          {formatDate(notification.created_at)}
        </time>
      </span>
    </>
  );
}

/**
 * One notification. One that names its subject (a document, a thread, a valuation, an insight, the review)
 * is a link: a tap opens what it is about, and reads it. Any other opens in place to show its body.
 */
export function NotificationItem({ notification, open, onToggle, onFollow, select }: NotificationItemProps) {
  const bodyId = useId();
  const link = inAppPath(notification.link);
  if (select) {
    return (
      <li>
        <Link
          to={select.to}
          aria-current={select.current ? 'true' : undefined}
          className={cx(
            rowClass,
            'aria-[current]:bg-teal-50 aria-[current]:shadow-[inset_3px_0_0_var(--color-accent)]',
          )}
        >
          <Summary notification={notification}>
            <span className="line-clamp-2 text-sm text-ink">{notification.body}</span>{' '}
          </Summary>
          <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-navy-300" />
        </Link>
      </li>
    );
  }
  if (link) {
    return (
      <li>
        <Link to={link} onClick={onFollow} className={rowClass}>
          <Summary notification={notification}>
            <span className="line-clamp-2 text-sm text-ink">{notification.body}</span>{' '}
          </Summary>
          <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-navy-300" />
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className={rowClass}
      >
        <Summary notification={notification} />
        <ChevronDown
          aria-hidden="true"
          className={cx('mt-1 size-5 shrink-0 text-navy-300 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={bodyId} hidden={!open} className="px-4 pb-4 pl-[2.625rem]">
        {open && <p className="whitespace-pre-line text-base text-ink">{notification.body}</p>}
      </div>
    </li>
  );
}
