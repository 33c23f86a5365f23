import { AlertTriangle, History, KeyRound, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useSignIns } from '@/features/account/api/sign-ins';
import { SECURITY_TEXTS, SIGN_IN_EVENT_LABELS, WARNING_EVENTS } from '@/features/account/security-texts';
import { formatMoment } from '@/shared/format/moment';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { EmptyState } from '@/shared/ui/empty-state';
import { Pager } from '@/shared/ui/pager';
import { SkeletonList } from '@/shared/ui/skeleton';

/** The client's sign-ins, failed attempts, lockouts and security changes, newest first, a page at a time. */
export function SignInHistory() {
  const [page, setPage] = useState(1);
  const query = useSignIns(page);
  if (query.isPending) return <SkeletonList rows={4} label="Loading your sign-in history" />;
  if (query.isError) {
    return (
      <EmptyState icon={History} message={SECURITY_TEXTS.historyFailed}>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </EmptyState>
    );
  }
  const { items, page_count: pageCount } = query.data;
  if (items.length === 0 && page === 1)
    return <EmptyState icon={History} message={SECURITY_TEXTS.noHistory} />;
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label="Sign-in history"
        aria-busy={query.isPlaceholderData || undefined}
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      >
        {items.map((event) => {
          const warning = WARNING_EVENTS.has(event.kind);
          const Icon = warning ? AlertTriangle : KeyRound;
          return (
            <li key={event.id} className="flex gap-3 px-4 py-3">
              <Icon
                aria-hidden="true"
                className={cx('mt-0.5 size-5 shrink-0', warning ? 'text-gold-600' : 'text-accent-ink')}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 lg:grid lg:grid-cols-[14rem_1fr_auto] lg:items-baseline lg:gap-4">
                <p className="font-medium text-ink">{SIGN_IN_EVENT_LABELS[event.kind]}</p>
                <p className="text-sm break-words text-ink">
                  {event.device} · {event.browser}
                  {event.ip && (
                    <>
                      {' · '}
                      <span className="sr-only">IP address </span>
                      {event.ip}
                    </>
                  )}
                </p>
                <p className="text-sm text-ink-muted">
                  <time dateTime={event.at}>{formatMoment(event.at)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <Pager
        label="Sign-in history pages"
        page={page}
        pageCount={pageCount}
        onChange={setPage}
        className="gap-2"
      >
        <p className="text-sm text-ink-muted" aria-live="polite">
          Page {page} of {pageCount}
        </p>
      </Pager>
    </div>
  );
}
