import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/features/account/store';
import { signedOut, useAuthStore } from '@/features/auth/store';
import { resetSessionStores } from '@/shared/session/session-stores';
import { navigate, renderApp } from '@/test/app-router';
import { mockApi } from '@/test/mock-api';
import { expiredToken, fakeToken } from '@/test/tokens';
import { loginPath, requireAuth, requireStaffAuth, toLoginForm } from './guards';

const args = (url: string) => ({ request: new Request(url), params: {} }) as unknown as LoaderFunctionArgs;

describe('login guard', () => {
  afterEach(() => {
    resetSessionStores();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('redirects to /login keeping the wanted path when there is no token', async () => {
    const response = (await requireAuth(args('http://localhost/tabs/policies/view/7?tab=graph'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/login?redirect=%2Ftabs%2Fpolicies%2Fview%2F7%3Ftab%3Dgraph',
    );
  });

  it('lets a signed-in user through', async () => {
    useAuthStore.getState().logIn(fakeToken());
    expect(await requireAuth(args('http://localhost/tabs/policies'))).toBeNull();
  });

  it('sends staff to the back office, and clients away from it', async () => {
    useAuthStore.getState().logIn(fakeToken({ role: 'adviser' }));
    expect(
      ((await requireAuth(args('http://localhost/tabs/policies'))) as Response).headers.get('Location'),
    ).toBe('/admin');
    expect(await requireStaffAuth(args('http://localhost/admin/clients'))).toBeNull();
    useAuthStore.getState().logIn(fakeToken());
    expect(
      ((await requireStaffAuth(args('http://localhost/admin/clients'))) as Response).headers.get('Location'),
    ).toBe('/tabs/policies');
  });

  it('a sign-in in progress (an mfa token only) is not signed in', async () => {
    useAuthStore.getState().setMfaToken(fakeToken());
    const response = (await requireAuth(args('http://localhost/welcome'))) as Response;
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fwelcome');
  });

  it('redirects when the stored token has expired, and forgets that session', async () => {
    useAuthStore.getState().logIn(expiredToken());
    useUserStore.setState({ user: { givenName: 'Old' } as never });
    const response = (await requireAuth(args('http://localhost/tabs/policies'))) as Response;
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Ftabs%2Fpolicies');
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, token: null });
    expect(useUserStore.getState().user).toBeNull();
  });

  it('waits for the persisted session to be restored before deciding', async () => {
    const token = fakeToken({ vip: true });
    const storage = useAuthStore.persist.getOptions().storage!;
    await storage.setItem(useAuthStore.persist.getOptions().name!, {
      state: { ...signedOut, isLoggedIn: true, token, vip: true },
      version: 1,
    });
    useAuthStore.setState(signedOut, false);
    await useAuthStore.persist.rehydrate();
    expect(await requireAuth(args('http://localhost/welcome'))).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token, vip: true, isLoggedIn: true });
  });

  it('/login goes to /login/form with the same query', () => {
    const response = toLoginForm(args('http://localhost/login?redirect=%2Ftabs%2Finsights'));
    expect(response.headers.get('Location')).toBe('/login/form?redirect=%2Ftabs%2Finsights');
    expect(loginPath('/')).toBe('/login');
  });

  it('a signed-out visit to /tabs/policies ends on /login/form?redirect=/tabs/policies', async () => {
    mockApi({});
    const { router, findByRole } = await renderApp(['/tabs/policies']);
    expect(router.state.location.pathname).toBe('/login/form');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/tabs/policies');
    expect(await findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('every guarded route redirects when signed out', async () => {
    mockApi({});
    for (const path of [
      '/welcome',
      '/tabs',
      '/tabs/account/mfa-setup',
      '/tabs/information/due-diligence/a/report/b',
    ]) {
      const { router, unmount } = await renderApp([path]);
      expect(router.state.location.pathname, path).toBe('/login/form');
      unmount();
    }
  });

  it('/tabs opens on the policies when signed in', async () => {
    useAuthStore.getState().logIn(fakeToken());
    const { router } = await renderApp(['/tabs']);
    expect(router.state.location.pathname).toBe('/tabs/policies');
  });

  it('a token that expires while the app is open is caught at the next navigation', async () => {
    mockApi({});
    useAuthStore.getState().logIn(fakeToken({ exp: Math.floor(Date.now() / 1000) + 60 }));
    const { router } = await renderApp(['/tabs/policies']);
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ['Date'] });
    await navigate(router, '/tabs/insights');
    expect(router.state.location.pathname).toBe('/login/form');
    expect(useAuthStore.getState().token).toBeNull();
  });
});
