import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { resetSessionStores } from '@/shared/session/session-stores';
import { navigate, renderApp } from '@/test/app-router';
import { fakeToken } from '@/test/tokens';

describe('page titles', () => {
  afterEach(() => resetSessionStores());

  it("sets '{title} | Sextant' for public routes, the 404 page and after each navigation", async () => {
    const { router } = await renderApp(['/login/form']);
    expect(document.title).toBe('Sign in | Sextant');

    await navigate(router, '/support');
    expect(document.title).toBe('Contact Support | Sextant');

    await navigate(router, '/no/such/page');
    expect(document.title).toBe('Page Not Found | Sextant');

    await navigate(router, '/');
    expect(document.title).toBe('Client Portal | Sextant');
  });

  it('names every tab screen', async () => {
    useAuthStore.getState().logIn(fakeToken({ vip: true })); // VIP: /tabs/about-vip is theirs alone.
    const { router } = await renderApp(['/tabs/policies']);
    const expected: Record<string, string> = {
      '/tabs/policies': 'Policies',
      '/tabs/policies/view/p1': 'Policy',
      '/tabs/information': 'Information',
      '/tabs/information/view/v1': 'Provider',
      '/tabs/information/due-diligence': 'Due Diligence',
      '/tabs/information/due-diligence/report/r1': 'Due Diligence Report',
      '/tabs/information/due-diligence/d1/report/u1': 'Provider Report',
      '/tabs/insights': 'Insights',
      '/tabs/insights/view/i1': 'Insight',
      '/tabs/content/c1': 'Content',
      '/tabs/notifications': 'Notifications',
      '/tabs/messages': 'Messages',
      '/tabs/account': 'Account',
      '/tabs/account/update': 'Update Details',
      '/tabs/account/password': 'Change Password',
      '/tabs/account/mfa-setup': 'Two-Factor Authentication',
      '/tabs/about-vip': 'About VIP',
      '/welcome': 'Welcome',
    };
    for (const [path, title] of Object.entries(expected)) {
      // The welcome page moves on once its data is in: hold the data.
      if (path === '/welcome')
        vi.stubGlobal(
          'fetch',
          vi.fn(() => new Promise(() => {})),
        );
      await navigate(router, path);
      expect(router.state.location.pathname).toBe(path);
      expect(document.title, path).toBe(`${title} | Sextant`);
    }
  });
});
