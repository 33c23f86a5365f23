import { useEffect, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PolicyInput } from '@/back-office/features/policies/api/save-policy';

export const BROUGHT_IN_LABEL = 'The first valuation is money brought in';
export const BROUGHT_IN_HINT =
  'Tick when the provider’s history starts with a few payments before the first valuation, and that valuation is what the policy held when it was added. Without it, a first valuation with no payment on or before it is brought in by itself.';

interface BroughtInFieldProps {
  form: UseFormReturn<PolicyInput>;
  /** Focus the box when the form opens (the import preview's link asks for it). */
  focus?: boolean | undefined;
}

/**
 * The staff mark on the policy's first valuation (ADR 0006, "Value brought in"): the client's figures then
 * count it as brought in, not growth, with the payments before it inside it.
 */
export function BroughtInField({ form, focus }: BroughtInFieldProps) {
  const id = useId();
  useEffect(() => {
    if (focus) form.setFocus('first_value_brought_in');
  }, [focus, form]);
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
        <input
          id={id}
          type="checkbox"
          aria-describedby={`${id}-hint`}
          className="size-5 shrink-0 accent-teal-600"
          {...form.register('first_value_brought_in')}
        />
        {BROUGHT_IN_LABEL}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted sm:pl-8">
        {BROUGHT_IN_HINT}
      </p>
    </div>
  );
}
