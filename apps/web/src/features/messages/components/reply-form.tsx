import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { isHttpError } from '../../../shared/http/client';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { toastError } from '../../../shared/ui/toast';
import { useReplyToThread } from '../api/reply-to-thread';
import { bodyProblem } from '../validation';
import { MessageField } from './message-field';

/** The reply box under a thread. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const reply = useReplyToThread(threadId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = bodyProblem(body);
    setError(problem);
    setSent(false);
    if (problem || reply.isPending) return;
    reply.mutate(body, {
      onSuccess: () => {
        setBody('');
        setSent(true);
      },
      onError: (failure) => {
        const field = isHttpError(failure) && failure.status === 422 ? failure.field('body') : undefined;
        if (field) setError(field);
        else toastError('Your message could not be sent. Please try again.');
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <MessageField
        label="Message"
        value={body}
        onChange={(value) => {
          setBody(value);
          if (error) setError(null);
        }}
        error={error}
        rows={3}
        placeholder="Write your reply"
      />
      <SubmitButton busy={reply.isPending}>
        <Send aria-hidden="true" className="size-4.5" />
        Send
      </SubmitButton>
      <p role="status" className="sr-only">
        {sent ? 'Message sent.' : ''}
      </p>
    </form>
  );
}
