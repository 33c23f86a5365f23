import { useSyncExternalStore } from 'react';

/**
 * Tailwind's `lg` breakpoint (64rem): from here up the screens with a list show it beside the chosen item
 * (master-detail); below it they keep the phone's one-thing-at-a-time flow.
 */
export const WIDE_QUERY = '(min-width: 64rem)';

/** Whether a media query matches now, kept up to date as the window is resized or rotated. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // Where matchMedia is missing (an old embedded browser, jsdom), the phone layout is the safe answer.
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}
