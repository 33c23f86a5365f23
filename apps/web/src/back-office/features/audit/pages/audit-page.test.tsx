import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { AuditPage } from './audit-page';

const me = (role: 'admin' | 'adviser') => ({
  uuid: '00000000-0000-4000-8000-0000000000a1',
  email: 'adviser@sextant.test',
  first_name: 'Priya',
  surname: 'Shah',
  role,
  firm: { uuid: '00000000-0000-4000-8000-000000000001', name: 'Harbour & Vale', logo: null },
});
const page = (action: string) => ({
  items: [
    {
      id: 7,
      created_at: '2026-07-03T12:00:00.000Z',
      action,
      actor: { uuid: me('admin').uuid, name: 'Priya Shah', email: 'adviser@sextant.test', role: 'admin' },
      subject: 'demo@sextant.test',
      ip: '10.0.0.9',
      device_id: null,
      details: { fields: ['email'] },
    },
  ],
  total: 1,
  page: 1,
  per_page: 25,
});
const BASE = '/admin/audit?sort=created_at&order=desc&page=1&per_page=25';

function renderPage() {
  return renderRoutes([{ path: '/admin/audit', Component: AuditPage }], '/admin/audit');
}

describe('audit log', () => {
  afterEach(() => queryClient.clear());

  it('tells advisers it is for admins and asks nothing', async () => {
    const api = mockApi({ 'GET /admin/me': [200, me('adviser')] });
    renderPage();
    await screen.findByText('Only your firm’s admins can see the audit log.');
    expect(api.calls.map((call) => call.path)).toEqual(['/admin/me']);
  });

  it('lists events with compact details and filters by action', async () => {
    const api = mockApi({
      'GET /admin/me': [200, me('admin')],
      'GET /admin/audit/actions': [200, { items: ['admin.client.create', 'auth.login.success'] }],
      [`GET ${BASE}`]: [200, page('admin.client.create')],
      [`GET ${BASE}&action=auth.`]: [200, page('auth.login.success')],
    });
    const router = renderPage();
    await screen.findByText('admin.client.create', { selector: 'code' });
    screen.getByText('fields: ["email"]');
    await screen.findByRole('option', { name: 'auth.login.success' });
    await act(async () => fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'auth.' } }));
    await screen.findByText('auth.login.success', { selector: 'code' });
    expect(router.state.location.search).toBe('?action=auth.');
    expect(api.callsTo(`GET ${BASE}&action=auth.`)).toHaveLength(1);
  });
});
