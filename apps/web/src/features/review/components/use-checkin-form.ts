import type { ClientReview } from '@sextant/contracts/reviews';
import {
  CHECKIN_DISCUSS_MAX,
  CHECKIN_QUESTIONS,
  type CheckinQuestion,
} from '@sextant/contracts/rules/reviews';
import { type FormEvent, useRef, useState } from 'react';
import { checkinSubmitted, submitCheckin } from '@/features/review/api/submit-checkin';
import type { Answer } from '@/features/review/components/radio-group';
import { REVIEW_TEXTS } from '@/features/review/texts';
import { isHttpError } from '@/shared/http/client';

export const QUESTIONS = Object.entries(CHECKIN_QUESTIONS) as [CheckinQuestion, string][];

type Answers = Partial<Record<CheckinQuestion, Answer>>;
type Errors = Partial<Record<CheckinQuestion | 'wants' | 'to_discuss', string>>;

/** Problems with the answers before sending: every question answered (unless declining), a short note. */
function checkinProblems(wants: Answer | undefined, answers: Answers, discuss: string): Errors {
  const errors: Errors = {};
  if (!wants) errors.wants = REVIEW_TEXTS.chooseWhether;
  if (wants === 'yes') {
    for (const [question] of QUESTIONS)
      if (!answers[question]) errors[question] = REVIEW_TEXTS.answerQuestion;
  }
  if (discuss.trim().length > CHECKIN_DISCUSS_MAX) errors.to_discuss = REVIEW_TEXTS.discussTooLong;
  return errors;
}

/** What is sent: declining answers every question no and leaves nothing to discuss. */
function checkinBody(wants: Answer | undefined, answers: Answers, discuss: string) {
  const declining = wants === 'no';
  const answered = Object.fromEntries(
    QUESTIONS.map(([question]) => [question, !declining && answers[question] === 'yes']),
  ) as Record<CheckinQuestion, boolean>;
  return { wants_review: !declining, ...answered, to_discuss: declining ? '' : discuss.trim() };
}

export type CheckinFormState = ReturnType<typeof useCheckinForm>;

/**
 * The check-in's answers and their errors, and sending them: problems found before sending, or the note the
 * server refused, move the focus to the first field at fault.
 */
export function useCheckinForm(review: ClientReview) {
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
    setBusy(true);
    try {
      checkinSubmitted(await submitCheckin(review.uuid, checkinBody(wants, answers, discuss)));
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

  const choose = (value: Answer) => {
    setWants(value);
    setErrors({});
  };
  const answer = (question: CheckinQuestion, value: Answer) => {
    setAnswers((current) => ({ ...current, [question]: value }));
    setErrors(({ [question]: _, ...rest }) => rest);
  };
  const write = (value: string) => {
    setDiscuss(value);
    setErrors(({ to_discuss: _, ...rest }) => rest);
  };
  return { wants, answers, discuss, errors, error, busy, refFor, discussRef, submit, choose, answer, write };
}
