import type { AdminClientRow } from '@sextant/contracts/admin-clients';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { ClientsPage } from './clients-page';

const none = [200, { items: [], total: 0, page: 1, per_page: 25 }] as const;
const ADVISER = { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Sam Adviser' };
const COVER = { uuid: '00000000-0000-4000-8000-0000000000a2', name: 'Priya Shah' };
const staff = [
  200,
  {
    items: [
      { ...ADVISER, email: 'sam@firm.test', role: 'adviser' },
      { ...COVER, email: 'priya@firm.test', role: 'admin' },
    ],
  },
] as const;

const row = (changes: Partial<AdminClientRow>): AdminClientRow => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  first_name: 'Alex',
  surname: 'Morgan',
  email: 'demo@sextant.test',
  status: 'active',
  vip: false,
  created_at: '2026-01-05T10:00:00.000Z',
  value_under_advice: null,
  next_review_date: null,
  adviser: null,
  locked: false,
  vulnerable: false,
  waiting: [],
  ...changes,
});

describe('the client list', () => {
  afterEach(() => queryClient.clear());

  it('lists what My work linked to, its filters showing, and drops one when it is cleared', async () => {
    const api = mockApi({
      'GET /admin/messages/assignees': staff,
      'GET /admin/clients?sort=name&order=asc&page=1&per_page=25&waiting=review_overdue&adviser=me': none,
      'GET /admin/clients?sort=name&order=asc&page=1&per_page=25&waiting=review_overdue': none,
    });
    const router = renderRoutes(
      [{ path: '/admin/clients', Component: ClientsPage }],
      '/admin/clients?waiting=review_overdue&adviser=me',
    );
    await screen.findByText('No clients match these filters.');
    expect((screen.getByLabelText('Waiting') as HTMLSelectElement).value).toBe('review_overdue');
    const adviser = screen.getByLabelText('Adviser') as HTMLSelectElement;
    expect(adviser.value).toBe('me');
    await act(async () => fireEvent.change(adviser, { target: { value: '' } }));
    expect(router.state.location.search).toBe('?waiting=review_overdue');
    expect(api.calls.at(-1)!.path).toBe(
      '/admin/clients?sort=name&order=asc&page=1&per_page=25&waiting=review_overdue',
    );
  });

  it('shows value under advice, next review, adviser with their cover, and flags', async () => {
    mockApi({
      'GET /admin/messages/assignees': staff,
      'GET /admin/clients?sort=name&order=asc&page=1&per_page=25': [
        200,
        {
          items: [
            row({
              value_under_advice: '1234567.89',
              next_review_date: '2027-01-10',
              adviser: { ...ADVISER, covered_by: COVER },
              vip: true,
              locked: true,
              vulnerable: true,
              waiting: ['needs_statement'],
            }),
          ],
          total: 1,
          page: 1,
          per_page: 25,
        },
      ],
    });
    renderRoutes([{ path: '/admin/clients', Component: ClientsPage }], '/admin/clients');
    const link = await screen.findByRole('link', { name: 'Morgan, Alex' });
    const cells = within(link.closest('tr')!);
    for (const text of [
      '£1,234,567.89',
      '10 Jan 2027',
      'Sam Adviser',
      'Covered by Priya Shah',
      'VIP',
      'Locked',
      'Vulnerable',
      'Statements to send',
    ])
      expect(cells.getByText(text)).toBeTruthy();
  });

  it('sorts by value on the server and filters by a named adviser and a flag', async () => {
    const api = mockApi({
      'GET /admin/messages/assignees': staff,
      'GET /admin/clients': none,
    });
    const router = renderRoutes([{ path: '/admin/clients', Component: ClientsPage }], '/admin/clients');
    await screen.findByText('No clients yet. Add the first one.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Value under advice/ })));
    expect(router.state.location.search).toContain('sort=value');
    await screen.findByRole('option', { name: 'Sam Adviser' });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Adviser'), { target: { value: ADVISER.uuid } }),
    );
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Flag'), { target: { value: 'vulnerable' } }),
    );
    await screen.findByText('No clients match these filters.');
    expect(api.calls.at(-1)!.path).toBe(
      `/admin/clients?sort=value&order=asc&page=1&per_page=25&adviser=${ADVISER.uuid}&flag=vulnerable`,
    );
  });

  it('ignores a filter value it does not know', async () => {
    const api = mockApi({
      'GET /admin/messages/assignees': staff,
      'GET /admin/clients?sort=name&order=asc&page=1&per_page=25': none,
    });
    renderRoutes(
      [{ path: '/admin/clients', Component: ClientsPage }],
      '/admin/clients?waiting=nonsense&adviser=you&flag=odd',
    );
    await screen.findByText('No clients yet. Add the first one.');
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/admin/clients'))).toEqual([
      '/admin/clients?sort=name&order=asc&page=1&per_page=25',
    ]);
  });
});
