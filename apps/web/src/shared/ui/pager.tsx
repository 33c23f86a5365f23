import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { cx } from './cx';

interface PagerProps {
  /** The navigation's name for screen readers. */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Shown between the two buttons, such as where the reader is. */
  children?: ReactNode;
  className?: string;
}

/**
 * "Newer" and "Older" buttons through a list shown newest first: page 1 is the newest.
 * A list that fits on one page shows none.
 */
export function Pager({ label, page, pageCount, onChange, children, className }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cx('flex flex-wrap items-center justify-between gap-2', className)}>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Newer
      </button>
      {children}
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        Older
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
