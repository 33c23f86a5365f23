import { RadioGroup } from 'radix-ui';
import { useId } from 'react';

/**
 * The financial years as a segmented control: one radio group (arrow keys move between years), labelled,
 * newest first. Wraps onto more lines when the years outgrow the screen.
 */
export function YearPicker({
  years,
  value,
  onChange,
}: {
  years: readonly string[];
  value: string;
  onChange: (year: string) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-ink">
        Financial year
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value}
        onValueChange={onChange}
        className="flex flex-wrap gap-1 self-start rounded-xl border border-line bg-navy-50 p-1"
      >
        {years.map((year) => (
          <RadioGroup.Item
            key={year}
            value={year}
            className="min-h-11 min-w-24 rounded-lg px-4 text-sm font-semibold tabular-nums text-ink-muted transition-colors hover:text-ink focus-visible:outline-offset-0 data-[state=checked]:bg-surface data-[state=checked]:text-ink data-[state=checked]:shadow-sm"
          >
            {year}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
