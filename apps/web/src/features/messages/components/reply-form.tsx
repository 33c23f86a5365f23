import { bodyProblem } from '@sextant/contracts/rules/message';
import { Send } from 'lucide-react';
import { useReplyToThread } from '@/features/messages/api/reply-to-thread';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useMessageDraft } from '@/shared/ui/use-message-draft';
import { MessageField } from './message-field';

/** The reply box under a thread. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const { body, change, error, sent, submit, busy } = useMessageDraft(
    useReplyToThread(threadId),
    bodyProblem,
    'Your message could not be sent. Please try again.',
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <MessageField
        label="Message"
        value={body}
        onChange={change}
        error={error}
        rows={3}
        placeholder="Write your reply"
      />
      <SubmitButton busy={busy}>
        <Send aria-hidden="true" className="size-4.5" />
        Send
      </SubmitButton>
      <p role="status" className="sr-only">
        {sent ? 'Message sent.' : ''}
      </p>
    </form>
  );
}
