import type { ImportKind } from '@sextant/contracts/admin-policies';
import { type ChangeEvent, type Ref, useId } from 'react';
import { KINDS } from './import-kinds';

interface CsvFileFieldProps {
  kind: ImportKind;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  error: string | null;
}

/** The CSV file's input, with the header, rules and sample of the kind of file chosen. */
export function CsvFileField({ kind, ref, onChange, disabled, error }: CsvFileFieldProps) {
  const inputId = useId();
  const text = KINDS[kind];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {text.label} file (CSV, at most 10 MB)
      </label>
      <input
        ref={ref}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={onChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        className="block w-full min-w-0 text-sm text-ink file:mr-4 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-navy-50 file:px-4 file:font-semibold file:text-ink hover:file:bg-navy-100"
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div id={`${inputId}-hint`} className="text-sm text-ink-muted">
        <p>
          The first line must be the header <code className="font-mono break-all">{text.header}</code>.{' '}
          {text.rules} For example:
        </p>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-navy-50 p-3 font-mono text-xs text-ink">
          {text.sample}
        </pre>
        <p className="mt-2">
          The file is checked first and shown to you as a preview; nothing changes until you confirm it. If
          any line is wrong nothing can be imported, and every problem is listed. {text.identity}
        </p>
      </div>
    </div>
  );
}
