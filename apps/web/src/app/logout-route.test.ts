import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/features/account/store';
import { useAuthStore } from '@/features/auth/store';
import { useFirmStore } from '@/features/firm/store';
import { queryClient } from '@/shared/query/query-client';
import { sessionStoreNames } from '@/shared/session/session-stores';
import { renderApp } from '@/test/app-router';
import { mockApi } from '@/test/mock-api';
import { expiredToken, fakeToken } from '@/test/tokens';

async function persisted(name: string, area: Storage = localStorage) {
  await vi.waitFor(() => expect(area.getItem(name)).not.toBeNull());
}

describe('/logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on the server, resets every store (persisted copies too), then the login form', async () => {
    const api = mockApi({ 'POST /authentication/logout': [200, { message: 'Signed out.' }] });
    const token = fakeToken({ vip: true });
    useAuthStore.getState().logIn(token);
    useFirmStore.setState({ firm: { name: 'Harbour' } as never });
    useUserStore.setState({ user: { givenName: 'Alex' } as never });
    queryClient.setQueryData(['policies'], { items: [1] });
    await persisted('sextant.auth');
    await persisted('sextant.firm');
    await persisted('sextant.user', sessionStorage);

    const { router } = await renderApp(['/logout']);

    expect(router.state.location.pathname).toBe('/login/form');
    expect(api.callsTo('POST /authentication/logout')[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(sessionStoreNames()).toEqual(expect.arrayContaining(['auth', 'firm', 'user', 'query cache']));
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, token: null, vip: false });
    expect(useFirmStore.getState().firm).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(['policies'])).toBeUndefined();
    await vi.waitFor(async () => {
      const stored = await useAuthStore.persist.getOptions().storage!.getItem('sextant.auth');
      expect(stored?.state).toMatchObject({ token: null, isLoggedIn: false });
    });
  });

  it('signs out even when the server cannot be reached; an expired token is not sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockApi({ 'POST /authentication/logout': [500] });
    useAuthStore.getState().logIn(fakeToken());
    let view = await renderApp(['/logout']);
    expect(view.router.state.location.pathname).toBe('/login/form');
    expect(useAuthStore.getState().token).toBeNull();
    expect(api.callsTo('GET /authentication/check')).toHaveLength(0);
    view.unmount();

    useAuthStore.getState().logIn(expiredToken());
    view = await renderApp(['/logout']);
    expect(view.router.state.location.pathname).toBe('/login/form');
    expect(api.callsTo('POST /authentication/logout')).toHaveLength(1);
    warn.mockRestore();
  });
});
