import type { AdminTransaction, TransactionSort } from '@sextant/contracts/admin-transactions';
import { TRANSACTION_LABELS, type TransactionType } from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { transactionsQuery } from '@/back-office/features/policies/api/get-transactions';
import { DataTable } from '@/back-office/shared/data-table';
import type { TableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { appPath } from '@/shared/routing/app-path';
import { transactionColumns } from './transaction-columns';
import { TransactionsToolbar } from './transactions-toolbar';
import { useDeleteTransactionConfirm } from './use-delete-transaction-confirm';

/** Loaded when Add or Change is pressed: the form library stays out of the page until then. */
const TransactionDialog = lazy(() => import('./transaction-dialog'));

const FIRST_PAGE: TableParams<TransactionSort> = { sort: 'date', order: 'desc', page: 1, per_page: 25 };

function NoTransactions({ type }: { type: TransactionType | undefined }) {
  if (type) return `No transactions of the type “${TRANSACTION_LABELS[type]}”.`;
  return (
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
  );
}

/**
 * The policy's transactions (sorted, paged, searched and filtered by type in the page's own state: the
 * address holds the valuations table's), with Add, Change and Delete.
 */
export function Transactions({ policyId, currency }: { policyId: string; currency: string }) {
  const [params, setParams] = useState(FIRST_PAGE);
  const [type, setType] = useState<TransactionType | undefined>();
  const list = useQuery(transactionsQuery(policyId, params, type));
  const [editing, setEditing] = useState<{ transaction: AdminTransaction | null } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [confirmDelete, confirmDialog] = useDeleteTransactionConfirm(policyId, () =>
    addButton.current?.focus(),
  );

  const update = (next: Partial<TableParams<TransactionSort>>) =>
    // A new search or sort starts again at the first page.
    setParams((current) => ({ ...current, ...('page' in next ? {} : { page: 1 }), ...next }));

  const open = (transaction: AdminTransaction | null, from: HTMLElement | null) => {
    opener.current = from;
    setEditing({ transaction });
  };

  return (
    <>
      <DataTable
        caption="Transactions"
        columns={transactionColumns({ onChange: open, onDelete: confirmDelete })}
        {...tableRows(list, 'The transactions could not be loaded.', { keepRowsOnError: true })}
        rowKey={(t) => t.uuid}
        params={params}
        onParams={update}
        searchLabel="Search description or reference"
        empty={<NoTransactions type={type} />}
        toolbar={
          <TransactionsToolbar
            type={type}
            onType={(next) => {
              setType(next);
              update({});
            }}
            addRef={addButton}
            onAdd={(from) => open(null, from)}
          />
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
