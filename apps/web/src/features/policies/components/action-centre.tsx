import type { ActionItem } from '@sextant/contracts/action';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { actionCentreQuery } from '@/shared/api/get-action-centre';
import { appPath } from '@/shared/routing/app-path';
import { CountBadge } from '@/shared/ui/count-badge';

/**
 * Where an item is done, one tap away: one document opens itself, several the documents still to do (or
 * unread); one thread opens itself. New terms are accepted as at sign-in: a client who has not accepted the
 * latest terms cannot use the portal's data, so signing in again shows them (SPEC's terms step).
 */
export function actionHref({ kind, count, subject }: Pick<ActionItem, 'kind' | 'count' | 'subject'>): string {
  const one = count === 1 && subject !== null;
  switch (kind) {
    case 'sign':
    case 'acknowledge':
      return one ? appPath.document({ id: subject }) : appPath.documents({ search: { status: 'action' } });
    case 'read':
      return one ? appPath.document({ id: subject }) : appPath.documents({ search: { status: 'unread' } });
    case 'terms':
      return appPath.logout();
    case 'review_checkin':
      return appPath.review();
    case 'messages':
      return one ? appPath.messages({ search: { thread: subject } }) : appPath.messages();
    case 'profile_pending':
      return appPath.accountUpdate();
  }
}

/**
 * The home screen's "To do": what the client should do now, most pressing first. Nothing shows when nothing
 * is owed, nor while it loads: the home screen holds its place until it has loaded.
 */
export function ActionCentre() {
  const { data } = useQuery(actionCentreQuery());
  const items = data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="action-centre-heading" className="flex flex-col gap-3">
      <h2 id="action-centre-heading" className="text-xl font-semibold tracking-tight text-ink">
        To do
      </h2>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-amber-200 bg-surface shadow-card">
        {items.map((item) => {
          return (
            <li key={`${item.kind}-${item.subject ?? ''}`}>
              <Link
                to={actionHref(item)}
                className="flex min-h-14 items-center gap-3 px-4 py-3 transition-colors hover:bg-navy-50 focus-visible:-outline-offset-2"
              >
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-amber-500" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold text-ink">{item.title}</span>{' '}
                  <span className="text-sm text-ink-muted">{item.detail}</span>
                </span>
                {item.count > 1 && <CountBadge count={item.count} />}
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-navy-300" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
