import type { AdminPolicyDetail } from '@sextant/contracts/admin-policies';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { policyOptionsQuery } from '@/back-office/features/policies/api/get-policy-options';
import type { PolicyInput } from '@/back-office/features/policies/api/save-policy';
import { useDebounced } from '@/back-office/shared/use-debounced';
import { SelectField, TextField } from '@/shared/ui/field';

interface ClientProviderFieldsProps {
  control: Control<PolicyInput>;
  /** The client of the policy edited, kept among the choices. */
  current: AdminPolicyDetail['client'] | undefined;
}

/** The policy's client (searched for, then chosen) and its provider. */
export function ClientProviderFields({ control, current }: ClientProviderFieldsProps) {
  const [search, setSearch] = useState('');
  const options = useQuery(policyOptionsQuery(useDebounced(search.trim())));
  const clients = options.data?.clients ?? [];
  // The chosen client stays in the list while the search shows others.
  const clientChoices = [
    ...(current && !clients.some((c) => c.uuid === current.uuid) ? [current] : []),
    ...clients,
  ].map((c) => ({ value: c.uuid, label: `${c.name} (${c.email})` }));
  return (
    <>
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
          control={control}
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
          control={control}
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
    </>
  );
}
