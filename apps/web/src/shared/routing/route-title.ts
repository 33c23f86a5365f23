import { useEffect, useRef } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router';

/** What a route declares in `handle`. A title may depend on the match (params, loader data). */
export interface RouteHandle {
  title?: string | ((match: UIMatch) => string | undefined);
  /** Where the header's back button goes on a detail screen. */
  back?: string;
}

/** The title of the deepest route that declares one. */
export function routeTitle(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const title = (match.handle as RouteHandle | undefined)?.title;
    const text = typeof title === 'function' ? title(match) : title;
    if (text) return text;
  }
  return undefined;
}

/** The back target of the deepest route that declares one. */
export function routeBack(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const back = (matches[i]!.handle as RouteHandle | undefined)?.back;
    if (back) return back;
  }
  return undefined;
}

export function useRouteTitle(): string | undefined {
  return routeTitle(useMatches());
}

/**
 * A ref for a shell's page title: after an in-app navigation the title takes focus, so screen readers
 * announce the new screen (the first render keeps focus where the browser put it).
 */
export function useTitleFocus<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const title = useRef<T>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    title.current?.focus({ preventScroll: true });
  }, [pathname]);
  return title;
}
