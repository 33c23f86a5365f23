import { TRANSACTION_LABELS, TRANSACTION_TYPES, type TransactionType } from '@sextant/contracts/rules/money';
import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { buttonClass } from '@/shared/ui/button';

const isType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);

interface TransactionsToolbarProps {
  type: TransactionType | undefined;
  onType: (type: TransactionType | undefined) => void;
  /** The Add button, where the focus goes once a transaction is deleted. */
  addRef: Ref<HTMLButtonElement>;
  onAdd: (opener: HTMLElement) => void;
}

/** The transactions' filter by type and their Add button. */
export function TransactionsToolbar({ type, onType, addRef, onAdd }: TransactionsToolbarProps) {
  return (
    <>
      <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
        Type
        <select
          value={type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onType(isType(value) ? value : undefined);
          }}
          className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm shadow-sm focus:border-accent focus:outline-2 focus:outline-focus"
        >
          <option value="">All types</option>
          {TRANSACTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {TRANSACTION_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        ref={addRef}
        type="button"
        className={buttonClass('primary', 'md', 'ml-auto')}
        onClick={(event) => onAdd(event.currentTarget)}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add transaction
      </button>
    </>
  );
}
