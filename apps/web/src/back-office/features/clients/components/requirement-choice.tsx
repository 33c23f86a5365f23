import type { DocumentRequirement } from '@sextant/contracts/documents';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { cx } from '@/shared/ui/cx';
import { REQUIREMENT_LABELS } from './service-texts';
import type { UploadValues } from './use-document-upload';

/** What the client must do with the document, as a card a choice; a review's pack needs one of its two. */
export function RequirementChoice({ form, pack }: { form: UseFormReturn<UploadValues>; pack: boolean }) {
  const id = useId();
  const requirements: DocumentRequirement[] = pack
    ? ['acknowledge', 'sign']
    : ['none', 'acknowledge', 'sign'];
  const requiresError = form.formState.errors.requires?.message;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={requiresError ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">Client must</legend>
      <div className={cx('grid gap-2', pack ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
        {requirements.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-[:checked]:border-accent has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              value={value}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}`}
              className="mt-1 size-4 shrink-0 accent-teal-600"
              {...form.register('requires')}
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span id={`${id}-${value}-label`} className="font-semibold text-ink">
                {REQUIREMENT_LABELS[value].label}
              </span>
              <span id={`${id}-${value}`} className="text-xs text-ink-muted">
                {REQUIREMENT_LABELS[value].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {requiresError && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {requiresError}
        </p>
      )}
    </fieldset>
  );
}
