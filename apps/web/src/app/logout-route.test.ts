import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/store';
import { queryClient } from '../shared/query/query-client';
import { renderApp } from '../test/app-router';

describe('/logout', () => {
  it('clears the session (also the persisted copy) and the query cache, then goes home', async () => {
    useAuthStore.getState().signIn('token', true);
    await new Promise((resolve) => setTimeout(resolve));
    expect(localStorage.getItem('sextant.auth')).toContain('token');
    queryClient.setQueryData(['policies'], { items: [1] });

    const { router } = await renderApp(['/logout']);

    expect(router.state.location.pathname).toBe('/');
    expect(useAuthStore.getState()).toMatchObject({ token: null, vip: false, firm: null });
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('sextant.auth')!).state.token).toBeNull());
    expect(queryClient.getQueryData(['policies'])).toBeUndefined();
  });
});
