import type { AdminPolicyDetail } from '@sextant/contracts/admin-policies';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type FieldErrors, isHttpError } from '../../../shared/http/client';
import { cx } from '../../../shared/ui/cx';
import { controlClass, TextField } from '../../../shared/ui/field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { useDebounced } from '../../../shared/ui/use-debounced';
import { policyOptionsQuery } from '../api/get-policy-options';
import { type PolicyInput, useSavePolicy } from '../api/save-policy';

function Picker({
  label,
  value,
  onChange,
  choices,
  placeholder,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(controlClass, 'appearance-auto pr-3', error ? 'border-red-600' : 'border-line')}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface PolicyFormProps {
  /** The policy to edit; undefined: a new one (for the client given, if any). */
  policy?: AdminPolicyDetail;
  clientId?: string;
  onDone: (policy: AdminPolicyDetail) => void;
}

/** A policy's fields: client (search, then choose), provider, reference, product, start date and currency. */
export function PolicyForm({ policy, clientId, onDone }: PolicyFormProps) {
  const save = useSavePolicy(policy?.uuid ?? null);
  const [search, setSearch] = useState('');
  const options = useQuery(policyOptionsQuery(useDebounced(search.trim())));
  const [values, setValues] = useState<PolicyInput>({
    client_id: policy?.client.uuid ?? clientId ?? '',
    provider_id: policy?.provider.uuid ?? '',
    reference: policy?.reference ?? '',
    product_type: policy?.product_type ?? '',
    start_date: policy?.start_date ?? '',
    currency: policy?.currency ?? 'GBP',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof PolicyInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const clients = options.data?.clients ?? [];
  // The chosen client stays in the list while the search shows others.
  const current = policy?.client;
  const clientChoices = [
    ...(current && !clients.some((c) => c.uuid === current.uuid) ? [current] : []),
    ...clients,
  ].map((c) => ({ value: c.uuid, label: `${c.name} (${c.email})` }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const changed: Partial<PolicyInput> = policy
      ? Object.fromEntries(
          Object.entries(values).filter(([key, value]) => {
            const before: Record<string, string> = {
              client_id: policy.client.uuid,
              provider_id: policy.provider.uuid,
              reference: policy.reference,
              product_type: policy.product_type,
              start_date: policy.start_date,
              currency: policy.currency,
            };
            return before[key] !== value;
          }),
        )
      : values;
    if (policy && Object.keys(changed).length === 0) {
      onDone(policy);
      return;
    }
    save.mutate(changed, {
      onSuccess: (saved) => {
        toastSuccess(policy ? `${saved.reference} is saved.` : `${saved.reference} is added.`);
        onDone(saved);
      },
      onError: (failure) => {
        if (isHttpError(failure) && failure.status === 422 && Object.keys(failure.fieldErrors).length > 0)
          setErrors(failure.fieldErrors);
        else toastError('The policy could not be saved. Please try again.');
      },
    });
  };
  const error = (field: string) => errors[field]?.[0];

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-3 sm:col-span-2">
        <TextField
          label="Find a client"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint="Type part of a name or email, then choose below."
          autoComplete="off"
        />
        <Picker
          label="Client"
          value={values.client_id}
          onChange={set('client_id')}
          choices={clientChoices}
          placeholder={
            options.isLoading ? 'Loading clients…' : clients.length ? 'Choose a client' : 'No client matches'
          }
          error={error('client_id')}
        />
      </div>
      <div className="sm:col-span-2">
        <Picker
          label="Provider"
          value={values.provider_id}
          onChange={set('provider_id')}
          choices={(options.data?.providers ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
          placeholder="Choose a provider"
          error={error('provider_id')}
        />
      </div>
      <TextField
        label="Reference"
        value={values.reference}
        onChange={(event) => set('reference')(event.target.value)}
        hint="Unique in your firm; valuation files name the policy by it."
        error={error('reference')}
        maxLength={64}
        required
      />
      <TextField
        label="Product type"
        value={values.product_type}
        onChange={(event) => set('product_type')(event.target.value)}
        error={error('product_type')}
        maxLength={120}
        required
      />
      <TextField
        label="Start date"
        type="date"
        value={values.start_date}
        onChange={(event) => set('start_date')(event.target.value)}
        error={error('start_date')}
        required
      />
      <TextField
        label="Currency"
        value={values.currency}
        onChange={(event) => set('currency')(event.target.value.toUpperCase())}
        hint="Three letters, such as GBP."
        error={error('currency')}
        maxLength={3}
        required
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={save.isPending}>{policy ? 'Save changes' : 'Add policy'}</SubmitButton>
      </div>
    </form>
  );
}
