import type { ClientReview } from '@sextant/contracts/reviews';
import {
  CHECKIN_DISCUSS_MAX,
  CHECKIN_QUESTIONS,
  type CheckinQuestion,
} from '@sextant/contracts/rules/reviews';
import { type FormEvent, useId, useRef, useState } from 'react';
import { checkinSubmitted, submitCheckin } from '@/features/review/api/submit-checkin';
import { REVIEW_TEXTS } from '@/features/review/texts';
import { formatDate } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { cx } from '@/shared/ui/cx';
import { TextareaField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

const QUESTIONS = Object.entries(CHECKIN_QUESTIONS) as [CheckinQuestion, string][];

type Answer = 'yes' | 'no';
type Answers = Partial<Record<CheckinQuestion, Answer>>;
type Errors = Partial<Record<CheckinQuestion | 'wants' | 'to_discuss', string>>;

interface RadioGroupProps {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: Answer; label: string }>;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
  error?: string | undefined;
  /** Yes/No side by side; longer choices one under the other. */
  inline?: boolean;
  firstRef?: (input: HTMLInputElement | null) => void;
}

/** A question answered by one of its choices: a fieldset of native radios, its error tied to it. */
function RadioGroup({ name, legend, options, value, onChange, error, inline, firstRef }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-medium text-ink">{legend}</legend>
      <div className={cx('flex gap-2', inline ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-surface px-4 text-base text-ink has-[:checked]:border-accent has-[:checked]:bg-teal-50',
              inline && 'min-w-24',
              error ? 'border-red-600' : 'border-line',
            )}
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 accent-teal-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const WANTS = [
  { value: 'yes', label: "Yes, I'd like my review" },
  { value: 'no', label: "No, I'd like to decline this year's review" },
] as const;

/** Problems with the answers before sending: every question answered (unless declining), a short note. */
export function checkinProblems(wants: Answer | undefined, answers: Answers, discuss: string): Errors {
  const errors: Errors = {};
  if (!wants) errors.wants = REVIEW_TEXTS.chooseWhether;
  if (wants === 'yes') {
    for (const [question] of QUESTIONS)
      if (!answers[question]) errors[question] = REVIEW_TEXTS.answerQuestion;
  }
  if (discuss.trim().length > CHECKIN_DISCUSS_MAX) errors.to_discuss = REVIEW_TEXTS.discussTooLong;
  return errors;
}

/**
 * The review check-in: whether the client wants this year's review, then six yes/no questions and anything
 * to discuss. Declining is a choice of its own; the questions are not asked then.
 */
export function CheckinForm({ review }: { review: ClientReview }) {
  const headingId = useId();
  const [wants, setWants] = useState<Answer | undefined>('yes');
  const [answers, setAnswers] = useState<Answers>({});
  const [discuss, setDiscuss] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firsts = useRef(new Map<string, HTMLInputElement>());
  const discussRef = useRef<HTMLTextAreaElement>(null);

  const refFor = (name: string) => (input: HTMLInputElement | null) => {
    if (input) firsts.current.set(name, input);
    else firsts.current.delete(name);
  };

  function focusFirst(found: Errors) {
    const order = ['wants', ...QUESTIONS.map(([question]) => question)];
    const first = order.find((name) => found[name as keyof Errors]);
    if (first) firsts.current.get(first)?.focus();
    else if (found.to_discuss) discussRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const found = checkinProblems(wants, answers, discuss);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    const declining = wants === 'no';
    setBusy(true);
    try {
      const answered = Object.fromEntries(
        QUESTIONS.map(([question]) => [question, !declining && answers[question] === 'yes']),
      ) as Record<CheckinQuestion, boolean>;
      checkinSubmitted(
        await submitCheckin(review.uuid, {
          wants_review: !declining,
          ...answered,
          to_discuss: declining ? '' : discuss.trim(),
        }),
      );
    } catch (caught) {
      if (isHttpError(caught) && caught.status === 422 && caught.field('to_discuss')) {
        const next = { to_discuss: caught.field('to_discuss') };
        setErrors(next);
        focusFirst(next);
      } else if (isHttpError(caught) && caught.status === 409) {
        setError(REVIEW_TEXTS.closed);
      } else {
        setError(REVIEW_TEXTS.sendFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
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
        legend="Would you like your annual review this year?"
        options={WANTS}
        value={wants}
        onChange={(value) => {
          setWants(value);
          setErrors({});
        }}
        error={errors.wants}
        firstRef={refFor('wants')}
      />

      {wants === 'no' ? (
        <p className="rounded-xl border border-line bg-canvas p-4 text-sm text-ink">
          Your adviser will record that you declined this year’s review. You can still message them at any
          time, and you will be offered a review again next year.
        </p>
      ) : (
        <>
          {QUESTIONS.map(([question, text]) => (
            <RadioGroup
              key={question}
              name={question}
              legend={text}
              options={YES_NO}
              inline
              value={answers[question]}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [question]: value }));
                setErrors(({ [question]: _, ...rest }) => rest);
              }}
              error={errors[question]}
              firstRef={refFor(question)}
            />
          ))}
          <TextareaField
            ref={discussRef}
            label={REVIEW_TEXTS.discussLabel}
            name="to_discuss"
            rows={4}
            value={discuss}
            onChange={(event) => {
              setDiscuss(event.target.value);
              setErrors(({ to_discuss: _, ...rest }) => rest);
            }}
            hint={`Optional. Up to ${CHECKIN_DISCUSS_MAX.toLocaleString('en-GB')} characters.`}
            error={errors.to_discuss}
          />
        </>
      )}

      <ErrorMessage message={error} />
      <SubmitButton busy={busy}>Send my answers</SubmitButton>
    </form>
  );
}
