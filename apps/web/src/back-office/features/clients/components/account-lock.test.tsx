import type { AdminClient } from '@sextant/contracts/admin-clients';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useClient } from '@/back-office/features/clients/api/get-client';
import { CLIENT_ID } from '@/back-office/features/clients/test/fixtures';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { ACCOUNT_LOCK_TEXTS, AccountLock } from './account-lock';

const client = (locked: boolean): AdminClient => ({
  uuid: CLIENT_ID,
  title: null,
  first_name: 'Anna',
  surname: 'Client',
  email: 'anna@x.test',
  telephone: { home_number: null, work_number: null, mobile_number: null },
  address: {
    line_1: null,
    line_2: null,
    line_3: null,
    town: null,
    county: null,
    postcode: null,
    country: null,
    country_id: null,
  },
  vip: false,
  status: 'active',
  mfa_configured: true,
  locked,
  last_sign_in: null,
  invite_sent_at: null,
  policy_count: 0,
  pending_amendment: false,
  pending_amendment_id: null,
  created_at: '2026-10-01T09:00:00.000Z',
});

/** The lock as the client's page shows it: read from the client's query, which the unlock updates. */
function Harness() {
  const query = useClient(CLIENT_ID);
  return query.data ? <AccountLock client={query.data} /> : null;
}

const renderLock = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );

describe('the account lock on the client’s page', () => {
  afterEach(() => queryClient.clear());

  it('says a client is not locked, with nothing to press', async () => {
    mockApi({ 'GET /admin/clients/{id}': [200, client(false)] });
    renderLock();
    await screen.findByText(ACCOUNT_LOCK_TEXTS.notLocked);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('unlocks a locked client: busy while the call runs, then shown unlocked', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'GET /admin/clients/{id}': [200, client(true)],
      'POST /admin/clients/{id}/unlock': () =>
        new Promise((resolve) => {
          release = () => resolve([200, client(false)]);
        }),
    });
    renderLock();
    const button = await screen.findByRole('button', { name: ACCOUNT_LOCK_TEXTS.unlock });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      ACCOUNT_LOCK_TEXTS.locked,
    );

    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: ACCOUNT_LOCK_TEXTS.unlocking });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(api.callsTo(`POST /admin/clients/${CLIENT_ID}/unlock`)).toHaveLength(1);

    release();
    await screen.findByText(ACCOUNT_LOCK_TEXTS.notLocked);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why an unlock failed, and lets the staff try again', async () => {
    const api = mockApi({
      'GET /admin/clients/{id}': [200, client(true)],
      'POST /admin/clients/{id}/unlock': [
        [500, { message: 'Server Error' }],
        [422, { message: 'Invalid', errors: { client: ['This client is not locked.'] } }],
      ],
    });
    renderLock();
    fireEvent.click(await screen.findByRole('button', { name: ACCOUNT_LOCK_TEXTS.unlock }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_LOCK_TEXTS.failed);

    const again = screen.getByRole('button', { name: ACCOUNT_LOCK_TEXTS.unlock });
    expect(again).toHaveProperty('disabled', false);
    fireEvent.click(again);
    await screen.findByText('This client is not locked.');
    expect(screen.getByRole('alert').textContent).toBe('This client is not locked.');
    expect(api.callsTo(`POST /admin/clients/${CLIENT_ID}/unlock`)).toHaveLength(2);
  });
});
