import type { AdminPolicyDetail } from '@sextant/contracts/admin-policies';
import { WRAPPER_LABELS, WRAPPERS } from '@sextant/contracts/rules/money';
import { Controller } from 'react-hook-form';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { SelectField, TextField } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { BroughtInField } from './brought-in-field';
import { ClientProviderFields } from './client-provider-fields';
import { usePolicyForm } from './use-policy-form';

const WRAPPER_CHOICES = WRAPPERS.map((value) => ({ value, label: WRAPPER_LABELS[value] }));

interface PolicyFormProps {
  /** The policy to edit; undefined: a new one (for the client given, if any). */
  policy?: AdminPolicyDetail;
  clientId?: string;
  onDone: (policy: AdminPolicyDetail) => void;
  /** Open on the first valuation's mark (from an import preview's link). */
  focusBroughtIn?: boolean;
}

/**
 * A policy's fields: client (search, then choose), provider, reference, product, wrapper, start date,
 * currency, and whether its first valuation is money brought in.
 */
export function PolicyForm({ policy, clientId, onDone, focusBroughtIn }: PolicyFormProps) {
  const { form, submit } = usePolicyForm(policy, clientId, onDone);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <ClientProviderFields control={form.control} current={policy?.client} />
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
      <BroughtInField form={form} focus={focusBroughtIn} />
      <div className="sm:col-span-2">
        <SubmitButton busy={form.formState.isSubmitting}>
          {policy ? 'Save changes' : 'Add policy'}
        </SubmitButton>
      </div>
    </form>
  );
}
