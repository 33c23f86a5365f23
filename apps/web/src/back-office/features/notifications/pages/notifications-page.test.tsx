import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { raisedToasts } from '@/shared/ui/toast';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { NotificationsPage } from './notifications-page';

const EMPTY = { items: [], total: 0, page: 1, per_page: 25 };
const HISTORY = 'GET /admin/notifications?sort=sent_at&order=desc&page=1&per_page=25';
const ANNA = { uuid: '00000000-0000-4000-8000-000000000001', name: 'Anna Client', email: 'anna@x.test' };

function renderPage() {
  return renderRoutes(
    [{ path: '/admin/notifications', Component: NotificationsPage }],
    '/admin/notifications',
  );
}

describe('notifications (back office)', () => {
  afterEach(() => queryClient.clear());

  it('checks the link, asks before sending to all, and says how many got it', async () => {
    const api = mockApi({ [HISTORY]: [200, EMPTY], 'POST /admin/notifications': [201, { sent: 42 }] });
    renderPage();
    await screen.findByText('Nothing sent yet.');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Office closed' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Closed Friday.' } });
    fireEvent.change(screen.getByLabelText('Link (optional)'), { target: { value: 'https://evil.example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to all clients' })));
    screen.getByText(/Use a path inside the app/);
    expect(api.callsTo('POST /admin/notifications')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Link (optional)'), { target: { value: '/tabs/information' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to all clients' })));
    await screen.findByRole('alertdialog', { name: 'Send to all clients?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to all' })));
    expect(api.callsTo('POST /admin/notifications')[0]!.body).toEqual({
      title: 'Office closed',
      body: 'Closed Friday.',
      link: '/tabs/information',
      audience: { type: 'all' },
    });
    await vi.waitFor(() =>
      expect(raisedToasts()).toContainEqual(
        expect.objectContaining({ kind: 'success', message: 'Sent to 42 clients.' }),
      ),
    );
  });

  it('sends to one client chosen from the search, without asking', async () => {
    const api = mockApi({
      [HISTORY]: [200, EMPTY],
      'GET /admin/notifications/recipients': [200, { items: [ANNA] }],
      'POST /admin/notifications': [201, { sent: 1 }],
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('One client'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi Anna' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    screen.getByText('Choose a client.');
    fireEvent.click(await screen.findByRole('radio', { name: /Anna Client/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(api.callsTo('POST /admin/notifications')[0]!.body).toMatchObject({
      audience: { type: 'client', client_id: ANNA.uuid },
      link: null,
    });
  });
});
