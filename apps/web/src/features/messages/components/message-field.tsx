import { MESSAGE_BODY_MAX_LENGTH } from '@sextant/contracts/rules/message';
import { type TextareaHTMLAttributes, useId } from 'react';
import { cx } from '@/shared/ui/cx';
import { controlClass } from '@/shared/ui/field';

const number = new Intl.NumberFormat('en-GB');

interface MessageFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}

/** A labelled plain-text box with a character counter (10,000 at most) and its error. */
export function MessageField({ label, value, onChange, error, className, ...textarea }: MessageFieldProps) {
  const id = useId();
  const over = value.length > MESSAGE_BODY_MAX_LENGTH;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(`${id}-count`, error && `${id}-error`)}
        className={cx(
          controlClass,
          'min-h-28 resize-y py-3 leading-relaxed',
          error ? 'border-red-600' : 'border-line',
          className,
        )}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={cx(
            'shrink-0 text-xs tabular-nums',
            over ? 'font-semibold text-red-700' : 'text-ink-muted',
          )}
        >
          {number.format(value.length)} / {number.format(MESSAGE_BODY_MAX_LENGTH)}
          <span className="sr-only"> characters</span>
        </p>
      </div>
    </div>
  );
}
