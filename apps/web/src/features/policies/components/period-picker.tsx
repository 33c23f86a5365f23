import type { PeriodRange } from '@sextant/contracts/rules/money';
import { useId } from 'react';
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
 * The measured period as a segmented control. Native radio buttons, not the primitives library: the
 * browser gives one tab stop and arrow keys between the options, and the home stays within its size
 * budget (the library's radio group cost it about 4 KB gzip). Three to a row on a phone, so "Since start"
 * fits without sideways scroll (SPEC's four short ranges, four to the row, across it); one row from sm up.
 */
export function PeriodPicker({ value, onChange, labelledBy, ranges, className }: PeriodPickerProps) {
  const name = useId();
  const options = ranges ? PERIODS.filter((p) => ranges.includes(p.range)) : PERIODS;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={cx(
        'grid gap-1 rounded-xl bg-navy-50 p-1 ring-1 ring-line sm:inline-flex sm:flex-wrap',
        // With large text on a narrow phone, two to a row, so "Since start" wraps inside its button.
        options.length === 4 ? 'grid-cols-4 max-sm:w-full' : 'grid-cols-3 max-[18em]:grid-cols-2',
        className,
      )}
    >
      {options.map((option) => (
        <label key={option.range} className="relative flex min-w-0">
          <input
            type="radio"
            name={name}
            value={option.range}
            checked={option.range === value}
            onChange={() => onChange(option.range)}
            className="peer sr-only"
          />
          <span className="grid min-h-11 min-w-12 flex-1 cursor-pointer place-items-center rounded-lg px-2 text-center text-sm font-semibold whitespace-nowrap sm:px-3 text-ink-muted max-sm:whitespace-normal transition-colors peer-checked:bg-surface peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-focus hover:text-ink">
            <span>
              {option.label}
              {/* The name starts with what is shown (WCAG 2.5.3), then says it in words. */}
              <span className="sr-only"> ({option.name})</span>
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
