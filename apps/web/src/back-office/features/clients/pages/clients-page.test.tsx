import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { ClientsPage } from './clients-page';

const none = [200, { items: [], total: 0, page: 1, per_page: 25 }] as const;

describe('the client list', () => {
  afterEach(() => queryClient.clear());

  it('lists what My work linked to, its filters showing, and drops one when it is cleared', async () => {
    const api = mockApi({
      'GET /admin/clients?sort=name&order=asc&page=1&per_page=25&waiting=review_overdue&adviser=me': none,
      'GET /admin/clients?sort=name&order=asc&page=1&per_page=25&waiting=review_overdue': none,
    });
    const router = renderRoutes(
      [{ path: '/admin/clients', Component: ClientsPage }],
      '/admin/clients?waiting=review_overdue&adviser=me',
    );
    await screen.findByText('No clients match these filters.');
    expect((screen.getByLabelText('Waiting') as HTMLSelectElement).value).toBe('review_overdue');
    const mine = screen.getByLabelText('My clients only') as HTMLInputElement;
    expect(mine.checked).toBe(true);
    await act(async () => fireEvent.click(mine));
    expect(router.state.location.search).toBe('?waiting=review_overdue');
    expect(api.calls.at(-1)!.path).toBe(
      '/admin/clients?sort=name&order=asc&page=1&per_page=25&waiting=review_overdue',
    );
  });

  it('ignores a filter value it does not know', async () => {
    const api = mockApi({ 'GET /admin/clients?sort=name&order=asc&page=1&per_page=25': none });
    renderRoutes(
      [{ path: '/admin/clients', Component: ClientsPage }],
      '/admin/clients?waiting=nonsense&adviser=you',
    );
    await screen.findByText('No clients yet. Add the first one.');
    expect(api.calls.map((call) => call.path)).toEqual([
      '/admin/clients?sort=name&order=asc&page=1&per_page=25',
    ]);
  });
});
