import type { AdminTransaction } from '@sextant/contracts/admin-transactions';
import type { ReactNode } from 'react';
import { useDeleteTransaction } from '@/back-office/features/policies/api/save-transaction';
import { isHttpError } from '@/shared/http/client';
import { useConfirm } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';
import { describeTransaction } from './transaction-columns';

/**
 * Deleting a transaction after asking: the function that asks (with the button that asked, for the
 * focus on Cancel) and the question's dialog to render. `onDeleted` runs once it is gone.
 */
export function useDeleteTransactionConfirm(
  policyId: string,
  onDeleted: () => void,
): [(t: AdminTransaction, opener: HTMLElement) => void, ReactNode] {
  const remove = useDeleteTransaction(policyId);
  const [ask, confirmDialog] = useConfirm();
  const confirmDelete = (t: AdminTransaction, opener: HTMLElement) =>
    ask(
      {
        title: 'Delete this transaction?',
        description: `${describeTransaction(t)}. The client’s figures stop counting it at once. This cannot be undone.`,
        confirm: 'Delete',
        onConfirm: () =>
          remove.mutate(t.uuid, {
            onSuccess: () => {
              toastSuccess('The transaction is deleted.');
              onDeleted();
            },
            onError: (error) =>
              toastError(
                isHttpError(error) && error.status === 404
                  ? 'This transaction was already deleted.'
                  : 'The transaction could not be deleted. Please try again.',
              ),
          }),
      },
      opener,
    );
  return [confirmDelete, confirmDialog];
}
