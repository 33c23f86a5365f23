import { RadioGroup } from 'radix-ui';
import { GRAPH_CHOICES, type GraphChoice } from '@/features/policies/valuation';

interface RangePickerProps {
  value: GraphChoice;
  onChange(range: GraphChoice): void;
  /** The id of the text that names the group. */
  labelledBy: string;
}

/**
 * The graph's 3m / 6m / 1y / 2y and Since start as a segmented control: a radio group (one choice, arrow keys
 * move between the options), from the primitives library. One row, wrapping only on the narrowest screens.
 */
export function RangePicker({ value, onChange, labelledBy }: RangePickerProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(next as GraphChoice)}
      aria-labelledby={labelledBy}
      orientation="horizontal"
      className="inline-flex flex-wrap gap-1 rounded-xl bg-navy-50 p-1 ring-1 ring-line"
    >
      {GRAPH_CHOICES.map(({ label, name, range }) => (
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
