import { LogOut } from 'lucide-react';
import { Link, NavLink, Outlet, useMatches } from 'react-router';
import { useAdminUnreadMessages } from '@/back-office/shared/api/get-admin-unread-messages';
import { useStaffMe } from '@/back-office/shared/api/get-staff-me';
import { appPath } from '@/shared/routing/app-path';
import { routeTitle, useTitleFocus } from '@/shared/routing/route-title';
import { CountBadge } from '@/shared/ui/count-badge';
import { cx } from '@/shared/ui/cx';
import { LogoMark } from '@/shared/ui/logo';
import { SkipLink } from '@/shared/ui/skip-link';
import { ADMIN_NAV } from './nav.generated';

/** The back office's shell: a side bar of sections (a strip on narrow screens), the firm and the user. */
export function BackOfficeLayout() {
  const me = useStaffMe().data;
  const unreadMessages = useAdminUnreadMessages();
  const badges = { 'unread-messages': unreadMessages };
  const title = routeTitle(useMatches());
  const heading = useTitleFocus<HTMLHeadingElement>();

  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[15rem_1fr]">
      <SkipLink />
      <aside className="border-b border-navy-800 bg-navy-950 text-navy-100 lg:sticky lg:top-0 lg:h-dvh lg:overflow-y-auto lg:border-r lg:border-b-0">
        <div className="flex items-center gap-3 px-4 py-4">
          <span role="img" aria-label="Sextant" className="shrink-0 text-white">
            <LogoMark vip={false} />
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white max-[21em]:whitespace-normal">
              {me?.firm.name ?? 'Back office'}
            </p>
            <p className="text-xs text-navy-300">Back office</p>
          </div>
        </div>
        <nav aria-label="Back office" className="px-2 pb-4">
          <ul className="flex gap-1 overflow-x-auto lg:block lg:space-y-4 lg:overflow-visible">
            {ADMIN_NAV.map((group) => (
              <li key={group.heading} className="contents lg:block">
                <p className="hidden px-3 pb-1 text-[0.6875rem] font-semibold tracking-wider text-navy-400 uppercase lg:block">
                  {group.heading}
                </p>
                <ul className="contents lg:block lg:space-y-0.5">
                  {group.items
                    .filter((item) => !item.adminOnly || me?.role === 'admin')
                    .map(({ to, label, icon: Icon, badge }) => {
                      const count = badge ? badges[badge] : 0;
                      return (
                        <li key={to} className="shrink-0">
                          <NavLink
                            to={to}
                            className={({ isActive }) =>
                              cx(
                                'flex min-h-11 items-center gap-2.5 rounded-lg px-3 py-2 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-teal-300',
                                isActive
                                  ? 'bg-white/10 font-semibold text-white'
                                  : 'text-navy-200 hover:bg-white/5 hover:text-white',
                              )
                            }
                          >
                            <Icon aria-hidden="true" className="size-4 shrink-0" />
                            {label}
                            <CountBadge count={count} className="ml-auto" />
                            {/* Named by its text, the count included: what is seen is in the name (label in name). */}
                            {count > 0 && <span className="sr-only">{count} unread</span>}
                          </NavLink>
                        </li>
                      );
                    })}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="sticky top-0 z-20 flex min-h-14 items-center gap-4 border-b border-line bg-surface/95 px-4 backdrop-blur-md sm:px-8 max-[21em]:flex-wrap max-[21em]:gap-x-0 max-[21em]:py-1">
          <h1
            ref={heading}
            tabIndex={-1}
            className="min-w-0 flex-1 truncate text-lg font-semibold text-ink outline-none max-[21em]:basis-full max-[21em]:whitespace-normal"
          >
            {title}
          </h1>
          {me && (
            <p className="hidden text-right text-sm sm:block">
              <span className="block font-medium text-ink">
                {me.first_name} {me.surname}
              </span>
              <span className="block text-xs text-ink-muted capitalize">{me.role}</span>
            </p>
          )}
          <Link
            to={appPath.logout()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-navy-50 hover:text-ink max-[21em]:ml-auto"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Link>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
