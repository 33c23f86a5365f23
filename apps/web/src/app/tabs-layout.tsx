import { Bell, ChevronLeft, CircleUserRound, MessagesSquare } from 'lucide-react';
import { Link, NavLink, Outlet, useMatches } from 'react-router';
import { useAuthStore } from '@/features/auth/store';
import { useFirmStore } from '@/features/firm/store';
import { messageThreadsQuery, useUnreadMessageCount } from '@/shared/api/get-message-threads';
import { notificationPagesQuery, useUnreadNotificationCount } from '@/shared/api/get-notifications';
import { queryClient } from '@/shared/query/query-client';
import { appPath } from '@/shared/routing/app-path';
import { routeBack, routeTitle, useTitleFocus } from '@/shared/routing/route-title';
import { CountBadge, unreadText } from '@/shared/ui/count-badge';
import { cx } from '@/shared/ui/cx';
import { LogoMark } from '@/shared/ui/logo';
import { SkipLink } from '@/shared/ui/skip-link';
import { TABS } from './tab-bar.generated';

/**
 * On a narrow screen for its text (under 21em wide: 672 px at 200% text, a 320 px phone at the usual size), the
 * header's icons keep their 44 px so that the title has room, and the title takes a row of its own where it
 * wraps instead of shrinking.
 */
const iconButton =
  'relative grid size-11 place-items-center rounded-full text-navy-700 transition-colors hover:bg-navy-50 active:bg-navy-100 max-[21em]:size-[44px] max-[21em]:[&>svg]:size-[22px]';
/** An unread badge on a header icon or a tab's icon. */
const iconBadge = 'absolute -top-0.5 -right-0.5 ring-2 ring-surface';

function Brand() {
  const vip = useAuthStore((s) => s.vip);
  const firm = useFirmStore((s) => s.firm);
  // SPEC §2: VIP users with a firm logo see it in the header.
  if (vip && firm?.logo) {
    return (
      <img
        src={firm.logo}
        alt={firm.name}
        className="h-8 w-auto max-w-28 shrink-0 object-contain dark:rounded-md dark:bg-white dark:p-1 max-[21em]:h-[32px] max-[21em]:max-w-[112px]"
      />
    );
  }
  return (
    <span role="img" aria-label={vip ? 'Sextant VIP' : 'Sextant'} className="shrink-0">
      <LogoMark vip={vip} />
    </span>
  );
}

/** The route's loader: the badges' calls start with the screen's, before the first render (see screen()). */
export function startLoading(): void {
  void queryClient.ensureInfiniteQueryData(notificationPagesQuery()).catch(() => {});
  void queryClient.ensureQueryData(messageThreadsQuery()).catch(() => {});
}

/** The signed-in shell: header with the page title, the screen, and the bottom tab bar. */
export function TabsLayout() {
  const matches = useMatches();
  const title = routeTitle(matches);
  const back = routeBack(matches);
  const heading = useTitleFocus<HTMLHeadingElement>();
  const unreadNotifications = useUnreadNotificationCount();
  const unreadMessages = useUnreadMessageCount();
  const badges = { 'unread-notifications': unreadNotifications };

  return (
    <div className="min-h-dvh bg-canvas">
      <SkipLink />

      <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur-md pt-safe px-safe">
        <div className="mx-auto flex h-(--height-header) max-w-3xl items-center gap-2 px-2 sm:px-4 lg:max-w-300 lg:px-6 max-[21em]:h-auto max-[21em]:min-h-(--height-header) max-[21em]:flex-wrap max-[21em]:gap-0 max-[21em]:py-1">
          {back ? (
            <Link to={back} aria-label="Back" className={cx(iconButton, 'max-[21em]:mr-auto')}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </Link>
          ) : (
            <span className="px-1.5 max-[21em]:mr-auto">
              <Brand />
            </span>
          )}
          <h1
            ref={heading}
            tabIndex={-1}
            className="min-w-0 flex-1 truncate px-1 text-lg font-semibold tracking-tight text-ink outline-none max-[21em]:order-last max-[21em]:basis-full max-[21em]:whitespace-normal max-[21em]:wrap-anywhere"
          >
            {title}
          </h1>
          <Link
            to={appPath.messages()}
            aria-label={`Messages${unreadText(unreadMessages)}`}
            className={iconButton}
          >
            <MessagesSquare aria-hidden="true" className="size-5.5" />
            <CountBadge count={unreadMessages} className={iconBadge} />
          </Link>
          <Link
            to={appPath.notifications()}
            aria-label={`Notifications${unreadText(unreadNotifications)}`}
            className={iconButton}
          >
            <Bell aria-hidden="true" className="size-5.5" />
            <CountBadge count={unreadNotifications} className={iconBadge} />
          </Link>
          <Link to={appPath.account()} aria-label="Account" className={iconButton}>
            <CircleUserRound aria-hidden="true" className="size-5.5" />
          </Link>
        </div>
      </header>

      <div className="px-safe">
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-3xl px-4 pt-5 pb-[calc(var(--height-tabbar)+env(safe-area-inset-bottom)+2rem)] outline-none sm:px-6 lg:max-w-300 lg:px-8 lg:pt-8"
        >
          <Outlet />
        </main>
      </div>

      <nav
        aria-label="Tabs"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 shadow-bar backdrop-blur-md pb-safe px-safe"
      >
        <ul className="mx-auto flex h-(--height-tabbar) max-w-3xl items-stretch">
          {TABS.map(({ to, label, icon: Icon, wide, badge, preload }) => {
            const unread = badge ? badges[badge] : 0;
            // The screen's chunks start downloading when a tap, pointer or focus shows intent (ADR 0013);
            // a failed download is tried again by the route itself.
            const intent = () => void preload().catch(() => {});
            return (
              <li key={to} className={cx('min-w-0 flex-1', wide ? 'hidden md:flex' : 'flex')}>
                <NavLink
                  to={to}
                  onPointerEnter={intent}
                  onTouchStart={intent}
                  onFocus={intent}
                  aria-label={unread > 0 ? `${label}${unreadText(unread)}` : undefined}
                  className={({ isActive }) =>
                    cx(
                      'group relative flex min-w-0 flex-1 flex-col items-center justify-center gap-1 text-center text-[0.6875rem] leading-tight font-medium transition-colors focus-visible:-outline-offset-4 max-[18em]:text-[14px]',
                      isActive ? 'text-accent-ink' : 'text-ink-muted hover:text-ink',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <span
                        aria-hidden="true"
                        className={cx(
                          'absolute top-0 h-0.5 w-10 rounded-full bg-accent transition-opacity',
                          isActive ? 'opacity-100' : 'opacity-0',
                        )}
                      />
                      <span
                        className={cx(
                          'relative grid h-7 w-12 max-w-full place-items-center rounded-full transition-colors',
                          isActive && 'bg-teal-50',
                        )}
                      >
                        <Icon aria-hidden="true" className="size-5.5" strokeWidth={isActive ? 2.25 : 1.75} />
                        <CountBadge count={unread} className={iconBadge} />
                      </span>
                      {label}
                    </>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
