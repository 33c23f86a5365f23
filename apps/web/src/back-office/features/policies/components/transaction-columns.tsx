import type { AdminTransaction, TransactionSort } from '@sextant/contracts/admin-transactions';
import { CHARGE_KIND_LABELS, TRANSACTION_LABELS } from '@sextant/contracts/rules/money';
import type { Column } from '@/back-office/shared/data-table';
import { formatDate, formatMoney } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { SOURCE_LABELS } from './labels';

const rowButton = buttonClass('ghost', 'md', 'min-h-9 px-3');

/** What a transaction is, in words: "Contribution of £500.00 on 3 Nov 2026". */
export const describeTransaction = (t: AdminTransaction) =>
  `${TRANSACTION_LABELS[t.type]} of ${formatMoney(Number(t.amount), t.currency)} on ${formatDate(t.date)}`;

interface TransactionRowActions {
  onChange: (t: AdminTransaction, opener: HTMLElement) => void;
  onDelete: (t: AdminTransaction, opener: HTMLElement) => void;
}

/** The transactions table's columns, the last one each row's Change and Delete. */
export function transactionColumns({
  onChange,
  onDelete,
}: TransactionRowActions): Column<AdminTransaction, TransactionSort>[] {
  return [
    {
      key: 'date',
      header: 'Date',
      sort: 'date',
      className: 'whitespace-nowrap',
      cell: (t) => <time dateTime={t.date}>{formatDate(t.date)}</time>,
    },
    {
      key: 'type',
      header: 'Type',
      // A charge shows its kind beneath: who it paid.
      cell: (t) => (
        <>
          {TRANSACTION_LABELS[t.type]}
          {t.charge_kind && (
            <span className="block text-sm text-ink-muted">{CHARGE_KIND_LABELS[t.charge_kind]}</span>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      sort: 'amount',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (t) => formatMoney(Number(t.amount), t.currency),
    },
    { key: 'source', header: 'Source', cell: (t) => SOURCE_LABELS[t.source] },
    {
      key: 'description',
      header: 'Description',
      cell: (t) => t.description || <span className="text-ink-muted">None</span>,
    },
    {
      key: 'reference',
      header: 'Reference',
      className: 'font-mono text-xs',
      cell: (t) => t.reference ?? <span className="font-sans text-sm text-ink-muted">None</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (t) => (
        <span className="flex gap-1">
          <button type="button" className={rowButton} onClick={(event) => onChange(t, event.currentTarget)}>
            Change <span className="sr-only">{describeTransaction(t)}</span>
          </button>
          <button
            type="button"
            className={`${rowButton} text-red-800`}
            onClick={(event) => onDelete(t, event.currentTarget)}
          >
            Delete <span className="sr-only">{describeTransaction(t)}</span>
          </button>
        </span>
      ),
    },
  ];
}
