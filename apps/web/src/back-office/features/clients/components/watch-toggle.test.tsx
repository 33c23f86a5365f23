import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { WatchToggle } from './watch-toggle';

const CLIENT_ID = '00000000-0000-4000-8000-000000000101';
const TOM = { uuid: '00000000-0000-4000-8000-0000000000a2', name: 'Tom Reed' };
const ME = { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Priya Shah' };

const renderToggle = () =>
  renderRoutes(
    [{ path: '/admin/clients/:id', element: <WatchToggle clientId={CLIENT_ID} /> }],
    `/admin/clients/${CLIENT_ID}`,
  );

describe('watching a client', () => {
  afterEach(() => queryClient.clear());

  it('shows who watches, and watches the client for the signed-in staff member', async () => {
    const api = mockApi({
      'GET /admin/clients/{id}/watchers': [200, { watching: false, watchers: [TOM] }],
      'PUT /admin/clients/{id}/watchers/me': [200, { watching: true, watchers: [ME, TOM] }],
    });
    renderToggle();
    await screen.findByText('Watching: Tom Reed');
    const box = screen.getByLabelText('Email me when this client writes') as HTMLInputElement;
    await vi.waitFor(() => expect(box.disabled).toBe(false));
    await act(async () => fireEvent.click(box));
    await screen.findByText('Watching: Priya Shah, Tom Reed');
    expect(box.checked).toBe(true);
    expect(api.callsTo(`PUT /admin/clients/${CLIENT_ID}/watchers/me`).map((call) => call.body)).toEqual([
      { watching: true },
    ]);
  });
});
