import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CheckChoice {
  value: string;
  label: string;
  hint?: string;
}

/**
 * A question answered by any number of its choices: a fieldset of native checkboxes under one name
 * (react-hook-form reads them as a list), each choice a 44 px target with its hint, the error tied to the
 * group and announced.
 */
export function CheckGroup({
  legend,
  hint,
  choices,
  error,
  registration,
}: {
  legend: string;
  hint?: string;
  choices: readonly CheckChoice[];
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 has-[:checked]:border-accent has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="checkbox"
              value={choice.value}
              aria-invalid={error ? true : undefined}
              aria-labelledby={`${id}-${choice.value}-label`}
              aria-describedby={choice.hint ? `${id}-${choice.value}` : undefined}
              className="mt-1 size-4 shrink-0 accent-teal-600"
              {...registration}
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span id={`${id}-${choice.value}-label`} className="text-sm font-semibold text-ink">
                {choice.label}
              </span>
              {choice.hint && (
                <span id={`${id}-${choice.value}`} className="text-xs text-ink-muted">
                  {choice.hint}
                </span>
              )}
            </span>
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
