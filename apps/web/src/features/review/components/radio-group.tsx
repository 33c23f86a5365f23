import { useId } from 'react';
import { cx } from '@/shared/ui/cx';

export type Answer = 'yes' | 'no';

interface RadioGroupProps {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: Answer; label: string }>;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
  error?: string | undefined;
  /** Yes/No side by side; longer choices one under the other. */
  inline?: boolean;
  firstRef?: (input: HTMLInputElement | null) => void;
}

/** A question answered by one of its choices: a fieldset of native radios, its error tied to it. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  inline,
  firstRef,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-medium text-ink">{legend}</legend>
      <div className={cx('flex gap-2', inline ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-surface px-4 text-base text-ink has-[:checked]:border-accent has-[:checked]:bg-teal-50',
              inline && 'min-w-24',
              error ? 'border-red-600' : 'border-line',
            )}
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 accent-teal-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
