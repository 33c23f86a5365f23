import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { threadQuery } from '@/back-office/features/messages/api/get-thread';
import { AssigneeSelect } from '@/back-office/features/messages/components/assignee-select';
import { ReplyForm } from '@/back-office/features/messages/components/reply-form';
import { formatDateTime } from '@/back-office/features/messages/format';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { Skeleton } from '@/shared/ui/skeleton';

function BackToInbox() {
  return (
    <Link
      to={appPath.adminMessages()}
      className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-medium text-accent-ink hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Inbox
    </Link>
  );
}

/** One client thread: the conversation oldest first, the assignee, and the reply box. */
export function ThreadPage() {
  const id = useParams().id ?? '';
  const query = useQuery(threadQuery(id));

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading the conversation
        </p>
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-20 w-2/3" />
        <Skeleton className="ml-auto h-20 w-2/3" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isHttpError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <BackToInbox />
        <p className="text-ink">
          {missing ? 'This thread could not be found.' : 'This thread could not be loaded just now.'}
        </p>
        {!missing && (
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }

  const thread = query.data;
  return (
    <section aria-labelledby="thread-subject" className="flex flex-col gap-5">
      <BackToInbox />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id="thread-subject" className="text-xl font-semibold break-words text-ink">
            {thread.subject}
          </h2>
          <p className="text-sm text-ink-muted">
            {thread.client.name} · {thread.client.email}
          </p>
        </div>
        <AssigneeSelect threadId={thread.uuid} assignee={thread.assignee} />
      </div>
      <ol aria-label="Messages, oldest first" className="flex flex-col gap-4">
        {thread.messages.map((message) => {
          const firm = message.from === 'firm';
          return (
            <li
              key={message.uuid}
              className={cx(
                'flex max-w-[85%] flex-col gap-1',
                firm ? 'items-end self-end' : 'items-start self-start',
              )}
            >
              <p className="text-xs text-ink-muted">
                <span className="font-semibold text-ink">{message.sender_name}</span>
                {firm ? ' (firm)' : ' (client)'} ·{' '}
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </p>
              <div
                className={cx(
                  'rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap shadow-sm',
                  firm
                    ? 'rounded-br-md bg-navy-800 text-white'
                    : 'rounded-bl-md border border-line bg-surface text-ink',
                )}
              >
                {message.body}
              </div>
            </li>
          );
        })}
      </ol>
      <ReplyForm threadId={thread.uuid} clientName={thread.client.name} />
    </section>
  );
}
