import type { AdminTransaction } from '@sextant/contracts/admin-transactions';
import { FormDialog } from '@/shared/ui/dialog';
import { TransactionForm } from './transaction-form';

interface TransactionDialogProps {
  policyId: string;
  currency: string;
  /** The transaction to change; null adds one. */
  transaction: AdminTransaction | null;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/** Add or change one transaction (loaded when first opened). */
export default function TransactionDialog({
  policyId,
  currency,
  transaction,
  returnFocusTo,
  onClose,
}: TransactionDialogProps) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={transaction ? 'Change transaction' : 'Add transaction'}
      description={
        transaction
          ? 'The client’s figures use the change as soon as it is saved; the change is audited.'
          : 'Added by hand (source Manual). The client’s figures include it as soon as it is saved.'
      }
      size="lg"
      returnFocusTo={returnFocusTo}
    >
      <TransactionForm policyId={policyId} currency={currency} transaction={transaction} onDone={onClose} />
    </FormDialog>
  );
}
