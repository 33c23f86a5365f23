import type { AdminPolicyDetail } from '@sextant/contracts/admin-policies';
import { useForm } from 'react-hook-form';
import { type PolicyInput, useSavePolicy } from '@/back-office/features/policies/api/save-policy';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const FIELDS = [
  'client_id',
  'provider_id',
  'reference',
  'product_type',
  'wrapper',
  'start_date',
  'currency',
  'first_value_brought_in',
] as const;

/** The fields whose values differ from the policy's. */
function changedFields(policy: AdminPolicyDetail, values: PolicyInput): Partial<PolicyInput> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => {
      const before: Record<string, string | boolean> = {
        client_id: policy.client.uuid,
        provider_id: policy.provider.uuid,
        reference: policy.reference,
        product_type: policy.product_type,
        wrapper: policy.wrapper,
        start_date: policy.start_date,
        currency: policy.currency,
        first_value_brought_in: policy.first_value_brought_in,
      };
      return before[key] !== value;
    }),
  );
}

/**
 * A policy's form and its save: a new policy sends every field, a change only the fields changed (none
 * changed: nothing is sent).
 */
export function usePolicyForm(
  policy: AdminPolicyDetail | undefined,
  clientId: string | undefined,
  onDone: (policy: AdminPolicyDetail) => void,
) {
  const save = useSavePolicy(policy?.uuid ?? null);
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
      first_value_brought_in: policy?.first_value_brought_in ?? false,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const changed = policy ? changedFields(policy, values) : values;
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

  return { form, submit };
}
