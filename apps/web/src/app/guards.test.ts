import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/features/account/store';
import { signedOut, useAuthStore } from '@/features/auth/store';
import { resetSessionStores } from '@/shared/session/session-stores';
import { navigate, renderApp } from '@/test/app-router';
import { mockApi } from '@/test/mock-api';
import { expiredToken, fakeToken } from '@/test/tokens';
import { requireAuth, requireStaffAuth, toLoginForm } from './guards';

const args = (url: string) => ({ request: new Request(url), params: {} }) as unknown as LoaderFunctionArgs;

describe('login guard', () => {
  afterEach(() => {
    resetSessionStores();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('redirects to /login when there is no token (SPEC §2)', async () => {
    const response = (await requireAuth(args('http://localhost/tabs/policies/view/7?tab=graph'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
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
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('sends an expired session to /logout (SPEC §4), which forgets it', async () => {
    mockApi({});
    useAuthStore.getState().logIn(expiredToken());
    useUserStore.setState({ user: { givenName: 'Old' } as never });
    const response = (await requireAuth(args('http://localhost/tabs/policies'))) as Response;
    expect(response.headers.get('Location')).toBe('/logout');
    const { router } = await renderApp(['/tabs/policies']);
    expect(router.state.location.pathname).toBe('/login/form');
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
  });

  it('a signed-out visit to /tabs/policies ends on /login/form', async () => {
    mockApi({});
    const { router, findByRole } = await renderApp(['/tabs/policies']);
    expect(router.state.location.pathname).toBe('/login/form');
    expect(router.state.location.search).toBe('');
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

  it('/tabs/about-vip is open to every signed-in client (SPEC §2); only a VIP is welcomed as one', async () => {
    mockApi({});
    useAuthStore.getState().logIn(fakeToken());
    const other = await renderApp(['/tabs/about-vip']);
    expect(await other.findByRole('heading', { level: 2, name: /^The VIP experience with/ })).toBeTruthy();
    expect(other.router.state.location.pathname).toBe('/tabs/about-vip');
    expect(other.queryByRole('heading', { name: /^Welcome to your VIP experience/ })).toBeNull();
    other.unmount();
    useAuthStore.getState().logIn(fakeToken({ vip: true }));
    const vip = await renderApp(['/tabs/about-vip']);
    expect(vip.router.state.location.pathname).toBe('/tabs/about-vip');
    expect(await vip.findByRole('heading', { name: /^Welcome to your VIP experience/ })).toBeTruthy();
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
