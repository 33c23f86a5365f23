import { type TextareaHTMLAttributes, useId } from 'react';
import { cx } from '../../../shared/ui/cx';
import { controlClass } from '../../../shared/ui/field';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null | undefined;
}

/** A labelled multi-line field with its hint and its error, tied to it for screen readers. */
export function TextareaField({ label, hint, error, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const described = cx(hint ? `${id}-hint` : null, error ? `${id}-error` : null) || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={cx(controlClass, 'py-3', error ? 'border-red-600' : 'border-line', className)}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
