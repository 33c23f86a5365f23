import type { ReportStatus } from '@sextant/contracts/admin-due-diligence';
import { cx } from '@/shared/ui/cx';

/** Draft or published, in words (colour only repeats it). */
export function StatusBadge({ status }: { status: ReportStatus }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        status === 'published'
          ? 'bg-teal-50 text-teal-800 ring-teal-200'
          : 'bg-canvas text-ink-muted ring-line',
      )}
    >
      {status === 'published' ? 'Published' : 'Draft'}
    </span>
  );
}
