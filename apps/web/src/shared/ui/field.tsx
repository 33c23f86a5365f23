import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cx } from './cx';

export const controlClass =
  'block w-full min-h-12 rounded-xl border bg-surface px-4 text-base text-ink shadow-sm transition-colors ' +
  'placeholder:text-navy-300 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-focus ' +
  'disabled:bg-navy-50';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode | undefined;
  error?: string | null | undefined;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
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

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return cx(hint ? `${id}-hint` : null, error ? `${id}-error` : null) || undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** React 19 passes a ref as a prop: react-hook-form's register() reads and focuses the input through it. */
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
}

/** A labelled input with its hint and its error (announced, and tied to the input). */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cx(controlClass, error ? 'border-red-600' : 'border-line', className)}
        {...input}
      />
    </FieldShell>
  );
}

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
}

/** A labelled multi-line field with its hint and its error (announced, and tied to it). */
export function TextareaField({ label, hint, error, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cx(controlClass, 'py-3', error ? 'border-red-600' : 'border-line', className)}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  /** The first, empty option. */
  placeholder: string;
  /** Each option's value, shown as it is or with a label of its own. */
  options: readonly (string | { value: string; label: string })[];
  error?: string | null | undefined;
}

/** A native select: the platform's own picker on phones, and fully accessible as it is. */
export function SelectField({ label, placeholder, options, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, null, error)}
        className={cx(
          controlClass,
          'appearance-auto pr-3',
          error ? 'border-red-600' : 'border-line',
          className,
        )}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
