import type { ActionItem } from '@sextant/contracts/action';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { actionCentreQuery } from '@/shared/api/get-action-centre';
import { appPath } from '@/shared/routing/app-path';
import { CountBadge } from '@/shared/ui/count-badge';
import { cx } from '@/shared/ui/cx';
import { useMediaQuery } from '@/shared/ui/use-media-query';

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
 * From Tailwind's `md` up the list shows at once; below it (a phone) several things to do are one line that
 * opens it (a single one is its own line already).
 */
const LIST_QUERY = '(min-width: 48rem)';

function ActionRow({ item }: { item: ActionItem }) {
  return (
    <li>
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
}

/**
 * The home screen's "To do": what the client should do now, most pressing first. On a phone several are one
 * line with the number of things to do, opening the list, so the total stays at the top of the screen. Nothing
 * shows when nothing is owed, nor while it loads: the home screen holds its place until it has loaded.
 */
export function ActionCentre() {
  const { data } = useQuery(actionCentreQuery());
  const items = data?.items ?? [];
  // The list itself, or one line opening it.
  const listed = useMediaQuery(LIST_QUERY) || items.length === 1;
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!items.length) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      {listed ? (
        <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight text-ink">
          To do
        </h2>
      ) : (
        <h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            onClick={() => setOpen((was) => !was)}
            className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-amber-200 bg-surface px-4 py-3 text-left shadow-card"
          >
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-amber-500" />
            <span id={`${id}-heading`} className="flex-1 text-lg font-semibold text-ink">
              To do
            </span>{' '}
            <span data-testid="to-do-count" className="text-sm font-medium text-ink-muted tabular-nums">
              {items.length} {items.length === 1 ? 'thing' : 'things'}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cx('size-5 shrink-0 text-navy-300 transition-transform', open && 'rotate-180')}
            />
          </button>
        </h2>
      )}
      <ul
        id={`${id}-list`}
        hidden={!listed && !open}
        className="divide-y divide-line overflow-hidden rounded-2xl border border-amber-200 bg-surface shadow-card"
      >
        {items.map((item) => (
          <ActionRow key={`${item.kind}-${item.subject ?? ''}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
