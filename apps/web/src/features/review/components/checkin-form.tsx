import type { ClientReview } from '@sextant/contracts/reviews';
import { CHECKIN_DISCUSS_MAX, reviewWords } from '@sextant/contracts/rules/reviews';
import { useId } from 'react';
import { RadioGroup } from '@/features/review/components/radio-group';
import {
  type CheckinFormState,
  QUESTIONS,
  useCheckinForm,
} from '@/features/review/components/use-checkin-form';
import { REVIEW_TEXTS } from '@/features/review/texts';
import { formatDate } from '@/shared/format/money';
import { TextareaField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const WANTS = [
  { value: 'yes', label: "Yes, I'd like my review" },
  { value: 'no', label: "No, I'd like to decline this year's review" },
] as const;

/**
 * The review check-in: whether the client wants this year's review, then six yes/no questions and anything
 * to discuss. Declining is a choice of its own; the questions are not asked then.
 */
export function CheckinForm({ review, intervalMonths }: { review: ClientReview; intervalMonths: number }) {
  const headingId = useId();
  const form = useCheckinForm(review);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void form.submit(event)}
      className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-ink">
          Your review check-in
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Your review is due on {formatDate(review.review_date)}. A few questions help your adviser prepare:
          it takes about two minutes.
        </p>
      </div>

      <RadioGroup
        name="wants_review"
        legend={reviewWords(intervalMonths).wantsQuestion}
        options={WANTS}
        value={form.wants}
        onChange={form.choose}
        error={form.errors.wants}
        firstRef={form.refFor('wants')}
      />

      {form.wants === 'no' ? (
        <p className="rounded-xl border border-line bg-canvas p-4 text-sm text-ink">
          Your adviser will record that you declined this year’s review. You can still message them at any
          time, and you will be offered a review again next year.
        </p>
      ) : (
        <CheckinQuestions form={form} />
      )}

      <ErrorMessage message={form.error} />
      <SubmitButton busy={form.busy}>Send my answers</SubmitButton>
    </form>
  );
}

/** The yes/no questions, then anything the client would like to discuss. */
function CheckinQuestions({ form }: { form: CheckinFormState }) {
  return (
    <>
      {QUESTIONS.map(([question, text]) => (
        <RadioGroup
          key={question}
          name={question}
          legend={text}
          options={YES_NO}
          inline
          value={form.answers[question]}
          onChange={(value) => form.answer(question, value)}
          error={form.errors[question]}
          firstRef={form.refFor(question)}
        />
      ))}
      <TextareaField
        ref={form.discussRef}
        label={REVIEW_TEXTS.discussLabel}
        name="to_discuss"
        rows={4}
        value={form.discuss}
        onChange={(event) => form.write(event.target.value)}
        hint={`Optional. Up to ${CHECKIN_DISCUSS_MAX.toLocaleString('en-GB')} characters.`}
        error={form.errors.to_discuss}
      />
    </>
  );
}
