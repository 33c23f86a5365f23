import { cx } from '@/shared/ui/cx';

/**
 * A row of radio buttons drawn as one segmented control (Whose work, Show threads): each option a 44 px
 * target, the chosen one filled, the keyboard's focus shown on the option.
 */
export function SegmentedChoice<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<readonly [Value, string]>;
  value: Value | undefined;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="flex w-fit rounded-lg border border-line bg-surface p-0.5 text-sm shadow-sm">
      <legend className="sr-only">{legend}</legend>
      {options.map(([option, label]) => (
        <label
          key={option}
          className={cx(
            'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md px-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
            value === option ? 'bg-navy-800 font-semibold text-white' : 'text-ink hover:bg-navy-50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
