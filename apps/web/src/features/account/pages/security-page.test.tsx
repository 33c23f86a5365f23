import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SECURITY_TEXTS } from '@/features/account/security-texts';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { SecurityPage } from './security-page';

const HERE = 'a0000000-0000-4000-8000-000000000001';
const THERE = 'a0000000-0000-4000-8000-000000000002';
const session = (id: string, current: boolean, device: string, browser: string) => ({
  id,
  device,
  browser,
  ip: current ? '198.51.100.1' : '203.0.113.9',
  started_at: '2026-11-26T09:00:00.000Z',
  last_seen_at: '2026-11-26T10:00:00.000Z',
  current,
  verified: true,
});
const event = (id: number, kind: string) => ({
  id,
  at: '2026-11-26T09:00:00.000Z',
  kind,
  ip: '198.51.100.1',
  device: 'iPhone',
  browser: 'Safari 17 on iOS 17.5',
});
const history = (page: number, items: object[]) => ({ items, page, page_size: 20, total: 21, page_count: 2 });

describe('security centre', () => {
  afterEach(() => queryClient.clear());

  it('marks this device, signs out another session by a button naming it, and pages the history', async () => {
    const api = mockApi({
      'GET /user/sessions': [
        [
          200,
          {
            items: [
              session(HERE, true, 'Mac', 'Safari 18 on macOS'),
              session(THERE, false, 'iPhone', 'Safari 17 on iOS 17.5'),
            ],
          },
        ],
        [200, { items: [session(HERE, true, 'Mac', 'Safari 18 on macOS')] }],
      ],
      'DELETE /user/sessions/{id}': [200, { revoked: 1 }],
      'GET /user/trusted-devices': [200, { items: [] }],
      'GET /user/sign-ins': (call) =>
        call.path.includes('page=2')
          ? [200, history(2, [event(1, 'wrong_code')])]
          : [200, history(1, [event(2, 'signed_in'), event(3, 'locked')])],
    });
    renderRoutes([{ path: '/p', Component: SecurityPage }], '/p');

    const sessions = await screen.findByRole('list', { name: 'Active sessions' });
    const items = within(sessions).getAllByRole('listitem');
    expect(within(items[0]!).getByText(SECURITY_TEXTS.thisDevice)).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    const signOut = within(items[1]!).getByRole('button', {
      name: /^Sign out the session on iPhone, Safari 17/,
    });
    await act(async () => fireEvent.click(signOut));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/user/sessions/${THERE}`,
    ]);
    expect(await screen.findByText(SECURITY_TEXTS.onlyThisSession)).toBeTruthy();

    expect(await screen.findByText(SECURITY_TEXTS.noTrustedDevices)).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Sign-in history' });
    expect(within(list).getByText('Account locked after too many attempts')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Older' })));
    expect(await screen.findByText('Wrong verification code entered')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('says so and offers to try again when a list cannot be loaded', async () => {
    mockApi({
      'GET /user/sessions': [404, { message: 'gone' }],
      'GET /user/trusted-devices': [404, { message: 'gone' }],
      'GET /user/sign-ins': [404, { message: 'gone' }],
      'GET /authentication/check': [200, {}],
    });
    renderRoutes([{ path: '/p', Component: SecurityPage }], '/p');
    expect(await screen.findByText(SECURITY_TEXTS.sessionsFailed)).toBeTruthy();
    expect(await screen.findByText(SECURITY_TEXTS.devicesFailed)).toBeTruthy();
    expect(await screen.findByText(SECURITY_TEXTS.historyFailed)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
  });
});
