import type { AdminPolicyDetail } from '@sextant/contracts/admin-policies';
import { WRAPPER_LABELS, WRAPPERS } from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { policyOptionsQuery } from '@/back-office/features/policies/api/get-policy-options';
import { type PolicyInput, useSavePolicy } from '@/back-office/features/policies/api/save-policy';
import { fieldProps } from '@/shared/forms/field-props';
import { showServerErrors } from '@/shared/forms/server-errors';
import { SelectField, TextField } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError, toastSuccess } from '@/shared/ui/toast';
import { useDebounced } from '@/shared/ui/use-debounced';

const FIELDS = [
  'client_id',
  'provider_id',
  'reference',
  'product_type',
  'wrapper',
  'start_date',
  'currency',
] as const;
const WRAPPER_CHOICES = WRAPPERS.map((value) => ({ value, label: WRAPPER_LABELS[value] }));

interface PolicyFormProps {
  /** The policy to edit; undefined: a new one (for the client given, if any). */
  policy?: AdminPolicyDetail;
  clientId?: string;
  onDone: (policy: AdminPolicyDetail) => void;
}

/** A policy's fields: client (search, then choose), provider, reference, product, wrapper, start date and currency. */
export function PolicyForm({ policy, clientId, onDone }: PolicyFormProps) {
  const save = useSavePolicy(policy?.uuid ?? null);
  const [search, setSearch] = useState('');
  const options = useQuery(policyOptionsQuery(useDebounced(search.trim())));
  const form = useForm<PolicyInput>({
    defaultValues: {
      client_id: policy?.client.uuid ?? clientId ?? '',
      provider_id: policy?.provider.uuid ?? '',
      reference: policy?.reference ?? '',
      product_type: policy?.product_type ?? '',
      // A new policy's wrapper is chosen, not assumed: allowances and allocation read it.
      wrapper: policy?.wrapper ?? ('' as PolicyInput['wrapper']),
      start_date: policy?.start_date ?? '',
      currency: policy?.currency ?? 'GBP',
    },
  });

  const clients = options.data?.clients ?? [];
  // The chosen client stays in the list while the search shows others.
  const current = policy?.client;
  const clientChoices = [
    ...(current && !clients.some((c) => c.uuid === current.uuid) ? [current] : []),
    ...clients,
  ].map((c) => ({ value: c.uuid, label: `${c.name} (${c.email})` }));

  const submit = form.handleSubmit(async (values) => {
    const changed: Partial<PolicyInput> = policy
      ? Object.fromEntries(
          Object.entries(values).filter(([key, value]) => {
            const before: Record<string, string> = {
              client_id: policy.client.uuid,
              provider_id: policy.provider.uuid,
              reference: policy.reference,
              product_type: policy.product_type,
              wrapper: policy.wrapper,
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
    try {
      const saved = await save.mutateAsync(changed);
      toastSuccess(policy ? `${saved.reference} is saved.` : `${saved.reference} is added.`);
      onDone(saved);
    } catch (failure) {
      showServerErrors(form, failure, FIELDS, () =>
        toastError('The policy could not be saved. Please try again.'),
      );
    }
  });

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
        {/* Controlled: the chosen option shows once the options it is among have loaded. */}
        <Controller
          control={form.control}
          name="client_id"
          render={({ field, fieldState }) => (
            <SelectField
              label="Client"
              options={clientChoices}
              placeholder={
                options.isLoading
                  ? 'Loading clients…'
                  : clients.length
                    ? 'Choose a client'
                    : 'No client matches'
              }
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="provider_id"
          render={({ field, fieldState }) => (
            <SelectField
              label="Provider"
              options={(options.data?.providers ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
              placeholder="Choose a provider"
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
      </div>
      <TextField
        label="Reference"
        hint="Unique in your firm; valuation files name the policy by it."
        maxLength={64}
        required
        {...fieldProps(form, 'reference')}
      />
      <TextField label="Product type" maxLength={120} required {...fieldProps(form, 'product_type')} />
      <SelectField
        label="Wrapper"
        options={WRAPPER_CHOICES}
        placeholder="Choose the tax wrapper"
        required
        {...fieldProps(form, 'wrapper', { required: 'Choose the tax wrapper.' })}
      />
      <TextField label="Start date" type="date" required {...fieldProps(form, 'start_date')} />
      <Controller
        control={form.control}
        name="currency"
        render={({ field, fieldState }) => (
          <TextField
            label="Currency"
            hint="Three letters, such as GBP."
            maxLength={3}
            required
            {...field}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={form.formState.isSubmitting}>
          {policy ? 'Save changes' : 'Add policy'}
        </SubmitButton>
      </div>
    </form>
  );
}
