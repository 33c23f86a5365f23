import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessagesSquare, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { messageThreadQuery } from '@/features/messages/api/get-message-thread';
import { formatDateTime } from '@/features/messages/threads-cache';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { EmptyState } from '@/shared/ui/empty-state';
import { SkeletonList } from '@/shared/ui/skeleton';
import { ReplyForm } from './reply-form';

function AllMessages() {
  return (
    <Link
      to={{ search: '' }}
      className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-medium text-accent-ink hover:underline lg:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All messages
    </Link>
  );
}

/** One thread as a conversation: the client's messages on the right, the firm's on the left. */
export function ThreadView({ threadId }: { threadId: string }) {
  const query = useQuery(messageThreadQuery(threadId));

  if (query.isPending) return <SkeletonList rows={3} label="Loading the conversation" />;
  if (query.isError) {
    const missing = isHttpError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return (
      <EmptyState
        icon={MessagesSquare}
        message={
          missing
            ? 'This conversation could not be found.'
            : 'This conversation could not be loaded just now.'
        }
      >
        <div className="flex flex-wrap justify-center gap-3">
          {!missing && (
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          )}
          <Link to={{ search: '' }} className={buttonClass('secondary')}>
            All messages
          </Link>
        </div>
      </EmptyState>
    );
  }

  const thread = query.data;
  return (
    <section aria-labelledby="thread-subject" className="flex flex-col gap-4">
      <AllMessages />
      <h2 id="thread-subject" className="text-2xl font-semibold tracking-tight break-words text-ink">
        {thread.subject}
      </h2>
      <ol aria-label="Messages" className="flex flex-col gap-4">
        {thread.messages.map((message) => {
          const mine = message.from === 'client';
          return (
            <li
              key={message.uuid}
              className={cx(
                'flex max-w-[85%] flex-col gap-1',
                mine ? 'self-end items-end' : 'self-start items-start',
              )}
            >
              <div
                className={cx(
                  'rounded-2xl px-4 py-2.5 text-base shadow-sm',
                  mine
                    ? 'rounded-br-md bg-navy-800 text-white'
                    : 'rounded-bl-md border border-line bg-surface text-ink',
                )}
              >
                <p className="whitespace-pre-wrap break-words">{message.body}</p>
              </div>
              <p className="px-1 text-xs text-ink-muted">
                <span className="font-medium">{mine ? 'You' : message.sender_name}</span>
                <span aria-hidden="true"> ·</span>{' '}
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </p>
            </li>
          );
        })}
      </ol>
      <ReplyForm threadId={thread.uuid} />
    </section>
  );
}
