import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { SCREENS } from '@/shared/routing/screens';
import { navigate, renderApp } from '@/test/app-router';
import { fakeToken } from '@/test/tokens';

/** A screen's address with each parameter filled in (`/tabs/policies/view/:id` → `/tabs/policies/view/id-1`). */
const addressOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => `${name}-1`);

describe('page titles', () => {
  it("sets '{title} | Sextant' for every public screen of the manifest, the 404 page included, after each navigation", async () => {
    const { router } = await renderApp(['/login/form']);
    expect(document.title).toBe('Sign in | Sextant');
    const screens = Object.values(SCREENS).filter(
      (screen) => screen.access === 'public' && !('redirects' in screen && screen.redirects),
    );
    expect(screens.length).toBeGreaterThan(4);
    for (const screen of screens) {
      const path = screen.path === '*' ? '/no/such/page' : addressOf(screen.path);
      await navigate(router, path);
      expect(document.title, path).toBe(`${screen.title} | Sextant`);
    }
  }, 30_000);

  it('names every screen a client opens, from the screen manifest', async () => {
    useAuthStore.getState().logIn(fakeToken({ vip: true }));
    const { router } = await renderApp(['/tabs/policies']);
    const screens = Object.values(SCREENS).filter((screen) => screen.access === 'client');
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) {
      const path = addressOf(screen.path);
      // The welcome page moves on once its data is in: hold the data.
      if (path === '/welcome')
        vi.stubGlobal(
          'fetch',
          vi.fn(() => new Promise(() => {})),
        );
      await navigate(router, path);
      expect(router.state.location.pathname).toBe(path);
      expect(document.title, path).toBe(`${screen.title} | Sextant`);
    }
    // Each screen's module loads on first visit: some 26 of them.
  }, 30_000);
});
