import { bodyProblem, MESSAGE_SUBJECT_MAX_LENGTH, subjectProblem } from '@sextant/contracts/rules/message';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStartThread } from '@/features/messages/api/start-thread';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { toastError } from '@/shared/ui/toast';
import { MessageField } from './message-field';

interface Errors {
  subject?: string | null;
  body?: string | null;
}

/** 'New message': a subject and the first message; once sent, the new thread opens. */
export function NewThreadForm() {
  const start = useStartThread();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = { subject: subjectProblem(subject), body: bodyProblem(body) };
    setErrors(problems);
    if (problems.subject || problems.body || start.isPending) return;
    start.mutate(
      { subject, body },
      {
        onSuccess: (thread) =>
          navigate({ search: `?thread=${encodeURIComponent(thread.uuid)}` }, { replace: true }),
        onError: (failure) => {
          if (
            isHttpError(failure) &&
            failure.status === 422 &&
            (failure.field('subject') || failure.field('body'))
          ) {
            setErrors({ subject: failure.field('subject') ?? null, body: failure.field('body') ?? null });
          } else {
            toastError('Your message could not be sent. Please try again.');
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="new-message" className="flex flex-col gap-4">
      <h2 id="new-message" className="text-2xl font-semibold tracking-tight text-ink">
        New message
      </h2>
      <p className="text-sm text-ink-muted">
        Send a secure message to your adviser. We usually reply within two working days.
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
      >
        <TextField
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
          maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
          autoComplete="off"
        />
        <MessageField label="Message" value={body} onChange={setBody} error={errors.body} rows={6} />
        <SubmitButton busy={start.isPending}>
          <Send aria-hidden="true" className="size-4.5" />
          Send
        </SubmitButton>
        <Link to={{ search: '' }} className={buttonClass('ghost', 'md', 'self-center')}>
          Cancel
        </Link>
      </form>
    </section>
  );
}
