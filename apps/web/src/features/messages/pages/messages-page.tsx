import { useQuery } from '@tanstack/react-query';
import { MessagesSquare, RotateCw, SquarePen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { NewThreadForm } from '@/features/messages/components/new-thread-form';
import { ThreadList } from '@/features/messages/components/thread-list';
import { ThreadView } from '@/features/messages/components/thread-view';
import { messageThreadsQuery } from '@/shared/api/get-message-threads';
import { serviceQuery } from '@/shared/api/get-service';
import { AdviserCard } from '@/shared/ui/adviser-card';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { MasterDetail } from '@/shared/ui/master-detail';
import { PageSection } from '@/shared/ui/page-section';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';
import { useMediaQuery, WIDE_QUERY } from '@/shared/ui/use-media-query';

function NewMessageLink() {
  return (
    <Link to={{ search: '?new=1' }} className={buttonClass('primary', 'md', 'self-start')}>
      <SquarePen aria-hidden="true" className="size-4.5" />
      New message
    </Link>
  );
}

function Threads({ selected }: { selected?: string | null }) {
  const query = useQuery(messageThreadsQuery());
  const service = useQuery(serviceQuery());
  const adviser = service.data?.adviser;
  const unread = query.data?.unreadTotal ?? 0;
  return (
    <PageSection
      heading="Your messages"
      description={unread ? `${unread} unread` : 'Secure messages between you and your adviser.'}
    >
      {adviser && <AdviserCard adviser={adviser} headingId="messages-adviser" compact level={3} />}
      <NewMessageLink />
      <PullToRefresh onRefresh={() => Promise.all([query.refetch(), service.refetch()])}>
        {query.isPending ? (
          <SkeletonList rows={3} label="Loading messages" />
        ) : query.isError ? (
          <EmptyState icon={MessagesSquare} message="Messages could not be loaded just now.">
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </EmptyState>
        ) : query.data.threads.length ? (
          <ThreadList threads={query.data.threads} selected={selected} />
        ) : (
          <EmptyState
            icon={MessagesSquare}
            message="No messages yet. Start a conversation with your adviser."
          />
        )}
      </PullToRefresh>
    </PageSection>
  );
}

/**
 * /tabs/messages: the thread list; `?thread=<id>` opens a thread and `?new=1` the new-message form
 * (SPEC §2 has no route of its own for them). A phone shows one of them at a time; a wide screen keeps the
 * list beside the open thread.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY);
  const thread = params.get('thread');
  const compose = params.get('new') ? 'new' : null;
  const detail = thread ? <ThreadView key={thread} threadId={thread} /> : compose && <NewThreadForm />;
  if (!wide) return detail || <Threads />;
  return (
    <MasterDetail
      label="Conversation"
      selection={thread ?? compose}
      list={<Threads selected={thread} />}
      detail={
        detail || (
          <EmptyState
            icon={MessagesSquare}
            message="Choose a conversation to read it here, or start a new one."
          />
        )
      }
    />
  );
}
