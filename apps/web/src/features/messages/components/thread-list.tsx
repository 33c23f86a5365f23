import type { MessageThreadSummary } from '@sextant/contracts/messages';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/money';
import { CountBadge } from '@/shared/ui/count-badge';
import { cx } from '@/shared/ui/cx';

/**
 * The client's threads, newest activity first, each with its unread count and the latest message's start.
 * Beside an open thread (wide screens) its row is marked current.
 */
export function ThreadList({
  threads,
  selected,
}: {
  threads: MessageThreadSummary[];
  selected?: string | null;
}) {
  return (
    <ul
      aria-label="Conversations"
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
    >
      {threads.map((thread) => {
        const unread = thread.unread_count > 0;
        return (
          <li key={thread.uuid}>
            <Link
              to={{ search: `?thread=${encodeURIComponent(thread.uuid)}` }}
              aria-current={thread.uuid === selected ? 'true' : undefined}
              className="flex min-h-16 items-start gap-3 px-4 py-3.5 transition-colors hover:bg-navy-50 focus-visible:-outline-offset-2 aria-[current]:bg-teal-50 aria-[current]:shadow-[inset_3px_0_0_var(--color-accent)]"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-3">
                  <span
                    className={cx(
                      'min-w-0 text-base wrap-anywhere text-ink',
                      unread ? 'font-semibold' : 'font-medium',
                    )}
                  >
                    {thread.subject}
                  </span>{' '}
                  <time dateTime={thread.last_message_at} className="shrink-0 text-xs text-ink-muted">
                    {formatDate(thread.last_message_at)}
                  </time>
                </span>{' '}
                <span className="line-clamp-2 text-sm text-ink-muted">{thread.last_message_preview}</span>{' '}
                {unread && <span className="sr-only">{thread.unread_count} unread</span>}
              </span>
              <CountBadge count={thread.unread_count} className="mt-0.5" />
              <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-300" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
