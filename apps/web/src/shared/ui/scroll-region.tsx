import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A box whose content may scroll sideways (a wide table on a phone). It can take focus, so the keyboard
 * can scroll it too (WCAG 2.1.1), and it is named for screen readers.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={cx(
        'relative overflow-x-auto rounded-xl border border-line bg-surface shadow-sm focus-visible:outline-2 focus-visible:outline-focus',
        className,
      )}
    >
      {children}
    </section>
  );
}
