import type { PeriodRange } from '@sextant/contracts/rules/money';
import { useId } from 'react';
import { cx } from '@/shared/ui/cx';
import { FIGURES_PERIODS } from './figures-words';

interface FiguresPeriodPickerProps {
  value: PeriodRange;
  onChange: (range: PeriodRange) => void;
  /** The id of the text that names the group. */
  labelledBy: string;
}

/** The period of the client's figures: native radios (one tab stop, arrow keys between them). */
export function FiguresPeriodPicker({ value, onChange, labelledBy }: FiguresPeriodPickerProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="inline-flex flex-wrap gap-1 self-start rounded-xl bg-navy-50 p-1 ring-1 ring-line"
    >
      {FIGURES_PERIODS.map((period) => (
        <label key={period.range} className="relative flex">
          <input
            type="radio"
            name={name}
            value={period.range}
            checked={period.range === value}
            onChange={() => onChange(period.range)}
            className="peer sr-only"
          />
          <span
            className={cx(
              'grid min-h-11 min-w-12 cursor-pointer place-items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink',
              'peer-checked:bg-surface peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-focus',
            )}
          >
            <span>
              {period.label}
              {period.label !== period.title && <span className="sr-only"> ({period.title})</span>}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
