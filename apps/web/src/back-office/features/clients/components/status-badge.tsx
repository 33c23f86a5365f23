import type { ReactNode } from 'react';
import { cx } from '@/shared/ui/cx';

const TONES = {
  green: 'bg-teal-50 text-teal-800 ring-teal-200',
  grey: 'bg-navy-50 text-ink-muted ring-line',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

const STATUS = {
  invited: ['amber', 'Invited'],
  active: ['green', 'Active'],
  inactive: ['grey', 'Deactivated'],
} as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS }) {
  const [tone, label] = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
