import type { ImportKind } from '@sextant/contracts/admin-policies';
import { useId } from 'react';
import { cx } from '@/shared/ui/cx';
import { KINDS, ORDER } from './import-kinds';

/** Valuations or transactions, each with what it is and its header. */
export function KindChoice({
  kind,
  disabled,
  onChange,
}: {
  kind: ImportKind;
  disabled: boolean;
  onChange: (kind: ImportKind) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">What the file holds</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ORDER.map((value) => (
          <label
            key={value}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              value === kind ? 'border-accent bg-teal-50' : 'border-line bg-surface hover:bg-navy-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === kind}
              onChange={() => onChange(value)}
              className="mt-1 size-4 shrink-0 accent-teal-600"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold text-ink">{KINDS[value].label}</span>
              <span className="text-sm text-ink-muted">{KINDS[value].what}</span>
              <code className="font-mono text-xs break-all text-ink">{KINDS[value].header}</code>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
