import type { AdminTransaction, TransactionSort } from '@sextant/contracts/admin-transactions';
import { TRANSACTION_LABELS, TRANSACTION_TYPES, type TransactionType } from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { transactionsQuery } from '@/back-office/features/policies/api/get-transactions';
import { useDeleteTransaction } from '@/back-office/features/policies/api/save-transaction';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import type { TableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { formatDate, formatMoney } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';
import { SOURCE_LABELS } from './labels';

/** Loaded when Add or Change is pressed: the form library stays out of the page until then. */
const TransactionDialog = lazy(() => import('./transaction-dialog'));

const FIRST_PAGE: TableParams<TransactionSort> = { sort: 'date', order: 'desc', page: 1, per_page: 25 };
const isType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);
const rowButton = buttonClass('ghost', 'md', 'min-h-9 px-3');

/** What a transaction is, in words: "Contribution of £500.00 on 3 Nov 2026". */
const describe = (t: AdminTransaction) =>
  `${TRANSACTION_LABELS[t.type]} of ${formatMoney(Number(t.amount), t.currency)} on ${formatDate(t.date)}`;

/**
 * The policy's transactions (sorted, paged, searched and filtered by type in the page's own state: the
 * address holds the valuations table's), with Add, Change and Delete.
 */
export function Transactions({ policyId, currency }: { policyId: string; currency: string }) {
  const [params, setParams] = useState(FIRST_PAGE);
  const [type, setType] = useState<TransactionType | undefined>();
  const list = useQuery(transactionsQuery(policyId, params, type));
  const remove = useDeleteTransaction(policyId);
  const [ask, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<{ transaction: AdminTransaction | null } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const update = (next: Partial<TableParams<TransactionSort>>) =>
    // A new search or sort starts again at the first page.
    setParams((current) => ({ ...current, ...('page' in next ? {} : { page: 1 }), ...next }));

  const open = (transaction: AdminTransaction | null, from: HTMLElement | null) => {
    opener.current = from;
    setEditing({ transaction });
  };

  const confirmDelete = (t: AdminTransaction, from: HTMLElement) =>
    ask(
      {
        title: 'Delete this transaction?',
        description: `${describe(t)}. The client’s figures stop counting it at once. This cannot be undone.`,
        confirm: 'Delete',
        onConfirm: () =>
          remove.mutate(t.uuid, {
            onSuccess: () => {
              toastSuccess('The transaction is deleted.');
              addButton.current?.focus();
            },
            onError: (error) =>
              toastError(
                isHttpError(error) && error.status === 404
                  ? 'This transaction was already deleted.'
                  : 'The transaction could not be deleted. Please try again.',
              ),
          }),
      },
      from,
    );

  const columns: Column<AdminTransaction, TransactionSort>[] = [
    {
      key: 'date',
      header: 'Date',
      sort: 'date',
      className: 'whitespace-nowrap',
      cell: (t) => <time dateTime={t.date}>{formatDate(t.date)}</time>,
    },
    { key: 'type', header: 'Type', cell: (t) => TRANSACTION_LABELS[t.type] },
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
          <button type="button" className={rowButton} onClick={(event) => open(t, event.currentTarget)}>
            Change <span className="sr-only">{describe(t)}</span>
          </button>
          <button
            type="button"
            className={`${rowButton} text-red-800`}
            onClick={(event) => confirmDelete(t, event.currentTarget)}
          >
            Delete <span className="sr-only">{describe(t)}</span>
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Transactions"
        columns={columns}
        {...tableRows(list, 'The transactions could not be loaded.', { keepRowsOnError: true })}
        rowKey={(t) => t.uuid}
        params={params}
        onParams={update}
        searchLabel="Search description or reference"
        empty={
          type ? (
            `No transactions of the type “${TRANSACTION_LABELS[type]}”.`
          ) : (
            <>
              No transactions yet. Add one, or{' '}
              <Link
                to={appPath.adminImport({ search: { kind: 'transactions' } })}
                className="text-accent-ink underline"
              >
                import a transactions file
              </Link>
              .
            </>
          )
        }
        toolbar={
          <>
            <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
              Type
              <select
                value={type ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  setType(isType(value) ? value : undefined);
                  update({});
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
              ref={addButton}
              type="button"
              className={buttonClass('primary', 'md', 'ml-auto')}
              onClick={(event) => open(null, event.currentTarget)}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add transaction
            </button>
          </>
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <TransactionDialog
            policyId={policyId}
            currency={currency}
            transaction={editing.transaction}
            returnFocusTo={opener.current}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {confirmDialog}
    </>
  );
}
