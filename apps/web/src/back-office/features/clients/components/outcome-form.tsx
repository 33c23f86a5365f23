import type { AdminReview } from '@sextant/contracts/admin-service';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordReviewOutcome } from '@/back-office/features/clients/api/record-review-outcome';
import { errorOf, fieldProps } from '@/back-office/shared/forms/field-props';
import { formError, showServerErrors } from '@/back-office/shared/forms/server-errors';
import { TextareaField, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';
import { formatDate, londonToday } from './service-texts';

interface OutcomeValues {
  outcome: 'delivered' | 'declined' | '';
  meeting_held_on: string;
  note: string;
}

const OUTCOMES = [
  {
    value: 'delivered',
    label: 'Delivered',
    hint: 'The review meeting was held.',
  },
  {
    value: 'declined',
    label: 'Declined',
    hint: 'The client does not want this year’s review.',
  },
] as const;

const NOTE_MAX = 2000;

/**
 * Records how a review ended: delivered (a meeting held on a date) or declined, with a note. The next
 * review is then set 12 months on.
 */
export function OutcomeForm({
  clientId,
  review,
  onDone,
}: {
  clientId: string;
  review: AdminReview;
  onDone: (review: AdminReview) => void;
}) {
  const ids = { outcome: useId() };
  const record = useRecordReviewOutcome(clientId);
  const form = useForm<OutcomeValues>({ defaultValues: { outcome: '', meeting_held_on: '', note: '' } });
  const outcome = form.watch('outcome');
  const outcomeError = errorOf(form.formState.errors, 'outcome');
  const today = londonToday();

  const submit = form.handleSubmit(async (values) => {
    if (!values.outcome) return;
    try {
      const answer = await record.mutateAsync({
        reviewId: review.uuid,
        body: {
          outcome: values.outcome,
          ...(values.outcome === 'delivered' ? { meeting_held_on: values.meeting_held_on } : {}),
          note: values.note.trim(),
        },
      });
      onDone(answer);
    } catch (failure) {
      showServerErrors(form, failure, ['outcome', 'meeting_held_on', 'note']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">The review due {formatDate(review.review_date)}.</p>
      <ErrorMessage message={formError(form.formState.errors)} />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={outcomeError ? `${ids.outcome}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-ink">Outcome</legend>
        {OUTCOMES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-[:checked]:border-accent has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              value={choice.value}
              aria-labelledby={`${ids.outcome}-${choice.value}-label`}
              aria-describedby={`${ids.outcome}-${choice.value}`}
              className="mt-1 size-4 shrink-0 accent-teal-600"
              {...form.register('outcome', { required: 'Choose delivered or declined.' })}
            />
            <span className="flex flex-col gap-0.5">
              <span id={`${ids.outcome}-${choice.value}-label`} className="font-semibold text-ink">
                {choice.label}
              </span>
              <span id={`${ids.outcome}-${choice.value}`} className="text-xs text-ink-muted">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
        {outcomeError && (
          <p id={`${ids.outcome}-error`} role="alert" className="text-sm font-medium text-red-700">
            {outcomeError}
          </p>
        )}
      </fieldset>
      {outcome === 'delivered' && (
        <TextField
          label="Meeting held on"
          type="date"
          max={today}
          {...fieldProps(form, 'meeting_held_on', {
            validate: (date) =>
              outcome !== 'delivered'
                ? true
                : !date
                  ? 'Enter the date the meeting was held.'
                  : date > today
                    ? 'The meeting date cannot be in the future.'
                    : true,
          })}
        />
      )}
      <TextareaField
        label="Note (optional)"
        rows={3}
        maxLength={NOTE_MAX}
        hint="What was discussed or why the client declined. Kept in the firm’s records."
        {...fieldProps(form, 'note', {
          maxLength: { value: NOTE_MAX, message: `Keep the note to ${NOTE_MAX} characters or fewer.` },
        })}
      />
      <SubmitButton busy={form.formState.isSubmitting}>Save outcome</SubmitButton>
    </form>
  );
}
