import { vi } from 'vitest';

/** jsdom has no matchMedia (the app then lays out for a phone): a screen where every media query matches. */
export function stubWideScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
