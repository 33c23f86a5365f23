import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateAuthStore, useAuthStore } from '../features/auth/store';
import { renderApp } from '../test/app-router';
import { loginPath, requireAuth, toLoginForm } from './guards';

const args = (url: string) => ({ request: new Request(url), params: {} }) as unknown as LoaderFunctionArgs;

describe('login guard', () => {
  afterEach(() => useAuthStore.getState().reset());

  it('redirects to /login keeping the wanted path when there is no token', async () => {
    const response = (await requireAuth(args('http://localhost/tabs/policies/view/7?tab=graph'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/login?redirect=%2Ftabs%2Fpolicies%2Fview%2F7%3Ftab%3Dgraph',
    );
  });

  it('lets a signed-in user through', async () => {
    useAuthStore.getState().signIn('header.payload.signature', false);
    expect(await requireAuth(args('http://localhost/tabs/policies'))).toBeNull();
  });

  it('waits for the persisted session to be restored before deciding', async () => {
    localStorage.setItem(
      'sextant.auth',
      JSON.stringify({ state: { token: 'restored', vip: true, firm: null }, version: 1 }),
    );
    await useAuthStore.persist.rehydrate();
    await hydrateAuthStore();
    expect(await requireAuth(args('http://localhost/welcome'))).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: 'restored', vip: true });
  });

  it('/login goes to /login/form with the same query', () => {
    const response = toLoginForm(args('http://localhost/login?redirect=%2Ftabs%2Finsights'));
    expect(response.headers.get('Location')).toBe('/login/form?redirect=%2Ftabs%2Finsights');
    expect(loginPath('/')).toBe('/login');
  });

  it('a signed-out visit to /tabs/policies ends on /login/form?redirect=/tabs/policies', async () => {
    const { router, findByRole } = await renderApp(['/tabs/policies']);
    expect(router.state.location.pathname).toBe('/login/form');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/tabs/policies');
    expect(await findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('every guarded route redirects when signed out', async () => {
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
    useAuthStore.getState().signIn('token', false);
    const { router } = await renderApp(['/tabs']);
    expect(router.state.location.pathname).toBe('/tabs/policies');
  });
});
