import type { AdminTransaction } from '@sextant/contracts/admin-transactions';
import {
  CHARGE_KIND_LABELS,
  CHARGE_KINDS,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
} from '@sextant/contracts/rules/money';
import { useForm } from 'react-hook-form';
import {
  type TransactionInput,
  useSaveTransaction,
} from '@/back-office/features/policies/api/save-transaction';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { SelectField, TextField } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastSuccess } from '@/shared/ui/toast';

const FIELDS = ['date', 'type', 'amount', 'description', 'reference', 'charge_kind'] as const;
const TYPE_CHOICES = TRANSACTION_TYPES.map((value) => ({ value, label: TRANSACTION_LABELS[value] }));
const KIND_CHOICES = CHARGE_KINDS.map((value) => ({ value, label: CHARGE_KIND_LABELS[value] }));

/** The form's values: every field as typed (the reference empty when there is none, the kind when not a charge). */
type Values = Omit<TransactionInput, 'amount' | 'reference' | 'charge_kind'> & {
  amount: string;
  reference: string;
  charge_kind: string;
};

const valuesOf = (transaction: AdminTransaction | null): Values => ({
  date: transaction?.date ?? '',
  type: transaction?.type ?? ('' as Values['type']),
  amount: transaction?.amount ?? '',
  description: transaction?.description ?? '',
  reference: transaction?.reference ?? '',
  charge_kind: transaction?.charge_kind ?? 'other',
});

/** Only a charge has a kind: another type's stays unsent (a kind left in the hidden field is not one). */
const withKindOfType = (values: Values): Values => ({
  ...values,
  charge_kind: values.type === 'charge' ? values.charge_kind : '',
});

interface TransactionFormProps {
  policyId: string;
  /** The policy's currency: every transaction is in it. */
  currency: string;
  /** The transaction to change; null adds one. */
  transaction: AdminTransaction | null;
  onDone: () => void;
}

/** What the call takes of the fields sent: no reference and no kind are null. */
function inputOf(changed: Partial<Values>, values: Values): Partial<TransactionInput> {
  const { charge_kind: kind, ...rest } = changed;
  return {
    ...rest,
    ...('reference' in rest ? { reference: values.reference.trim() || null } : {}),
    ...(kind !== undefined ? { charge_kind: (kind || null) as TransactionInput['charge_kind'] } : {}),
  };
}

/**
 * A transaction's date, type, amount, description and reference, and a charge's kind; a change sends only
 * what changed.
 */
export function TransactionForm({ policyId, currency, transaction, onDone }: TransactionFormProps) {
  const save = useSaveTransaction(policyId, transaction?.uuid ?? null);
  const form = useForm<Values>({ defaultValues: valuesOf(transaction) });

  const isCharge = form.watch('type') === 'charge';

  const submit = form.handleSubmit(async (typed) => {
    const values = withKindOfType(typed);
    const before = withKindOfType(valuesOf(transaction));
    const changed: Partial<Values> = transaction
      ? Object.fromEntries(
          Object.entries(values).filter(([key, value]) => before[key as keyof Values] !== value),
        )
      : values;
    if (transaction && Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    try {
      await save.mutateAsync(inputOf(changed, values));
    } catch (failure) {
      showServerErrors(form, failure, FIELDS);
      return;
    }
    toastSuccess(transaction ? 'The transaction is saved.' : 'The transaction is added.');
    onDone();
  });

  const failure = formError(form.formState.errors);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Date"
        type="date"
        required
        {...fieldProps(form, 'date', { required: 'Enter the date.' })}
      />
      <SelectField
        label="Type"
        placeholder="Choose the type"
        options={TYPE_CHOICES}
        required
        {...fieldProps(form, 'type', { required: 'Choose the type.' })}
      />
      <TextField
        label={`Amount (${currency})`}
        hint="A plain number, more than 0, at most 2 decimals: 1250.00. The type says which way it goes."
        inputMode="decimal"
        autoComplete="off"
        required
        {...fieldProps(form, 'amount', { required: 'Enter the amount.' })}
      />
      {isCharge && (
        <SelectField
          label="Kind of charge"
          placeholder="Choose the kind"
          options={KIND_CHOICES}
          required
          {...fieldProps(form, 'charge_kind')}
        />
      )}
      <TextField
        label="Reference (optional)"
        hint="The provider’s id for it, if any."
        maxLength={100}
        autoComplete="off"
        {...fieldProps(form, 'reference')}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Description (optional)"
          maxLength={200}
          autoComplete="off"
          {...fieldProps(form, 'description')}
        />
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <SubmitButton busy={form.formState.isSubmitting}>
          {transaction ? 'Save changes' : 'Add transaction'}
        </SubmitButton>
      </div>
    </form>
  );
}
