import { cx } from './cx';

/**
 * A small count on an icon or a row (unread items). Decorative: the control it sits on says the
 * number in its accessible name. Nothing when the count is 0.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1.5 dark:text-navy-950 text-[0.6875rem] leading-none font-bold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** ", 3 unread" for an accessible name; empty when there are none. */
export const unreadText = (count: number) => (count > 0 ? `, ${count} unread` : '');
