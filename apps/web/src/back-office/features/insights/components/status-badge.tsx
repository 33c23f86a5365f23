import type { AdminInsightStatus } from '@sextant/contracts/admin-insights';
import { cx } from '@/shared/ui/cx';

/** Draft or published, as a small label. */
export function StatusBadge({ status }: { status: AdminInsightStatus }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'published' ? 'bg-teal-50 text-teal-900' : 'bg-navy-50 text-ink-muted',
      )}
    >
      {status === 'published' ? 'Published' : 'Draft'}
    </span>
  );
}
