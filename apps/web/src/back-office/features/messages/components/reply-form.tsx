import { bodyProblem, MESSAGE_BODY_MAX_LENGTH } from '@sextant/contracts/rules/message';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useReply } from '@/back-office/features/messages/api/reply';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { controlClass } from '@/shared/ui/field';
import { Spinner } from '@/shared/ui/spinner';
import { useMessageDraft } from '@/shared/ui/use-message-draft';

const number = new Intl.NumberFormat('en-GB');

/** The reply box under a thread: plain text, checked before it is sent, busy while it goes. */
export function ReplyForm({ threadId, clientName }: { threadId: string; clientName: string }) {
  const id = useId();
  const { body, change, error, sent, submit, busy } = useMessageDraft(
    useReply(threadId),
    bodyProblem,
    'Your reply could not be sent. Please try again.',
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Reply to {clientName}
      </label>
      <textarea
        id={id}
        value={body}
        rows={5}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(`${id}-count`, error && `${id}-error`)}
        className={cx(
          controlClass,
          'min-h-32 resize-y py-3 leading-relaxed',
          error ? 'border-red-600' : 'border-line',
        )}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <p id={`${id}-count`} className="text-xs text-ink-muted tabular-nums">
            {number.format(body.length)} / {number.format(MESSAGE_BODY_MAX_LENGTH)}
            <span className="sr-only"> characters</span>. Plain text; the client sees your name.
          </p>
        </div>
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
          {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          Send reply
        </button>
      </div>
      <p role="status" className="sr-only">
        {sent ? 'Reply sent.' : ''}
      </p>
    </form>
  );
}
