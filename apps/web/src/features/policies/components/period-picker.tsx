import type { PeriodRange } from '@sextant/contracts/rules/money';
import { RadioGroup } from 'radix-ui';
import { PERIODS } from '@/features/policies/period';
import { cx } from '@/shared/ui/cx';

interface PeriodPickerProps {
  value: PeriodRange;
  onChange(range: PeriodRange): void;
  /** The id of the text that names the group. */
  labelledBy: string;
  /** The periods offered, in PERIODS' order (all six unless given). */
  ranges?: readonly PeriodRange[];
  className?: string;
}

/**
 * The measured period as a segmented control: a radio group (one choice, arrow keys move between the
 * options). Three to a row on a phone, so "Since start" fits without sideways scroll; one row from sm up.
 */
export function PeriodPicker({ value, onChange, labelledBy, ranges, className }: PeriodPickerProps) {
  const options = ranges ? PERIODS.filter((p) => ranges.includes(p.range)) : PERIODS;
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(next as PeriodRange)}
      aria-labelledby={labelledBy}
      orientation="horizontal"
      className={cx(
        'grid grid-cols-3 gap-1 rounded-xl bg-navy-50 p-1 ring-1 ring-line sm:inline-flex sm:flex-wrap',
        className,
      )}
    >
      {options.map(({ label, name, range }) => (
        <RadioGroup.Item
          key={range}
          value={range}
          className="min-h-9 min-w-12 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 data-[state=checked]:bg-surface data-[state=checked]:text-ink data-[state=checked]:shadow-sm"
        >
          {label}
          {/* The name starts with what is shown (WCAG 2.5.3), then says it in words. */}
          <span className="sr-only"> ({name})</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
