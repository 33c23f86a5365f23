import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { SegmentsSection } from './segments-section';

const STANDARD = {
  uuid: 'b1c2d3e4-0000-4000-8000-000000000001',
  name: 'Standard',
  interval_months: 12,
  description: 'Reviewed once a year.',
  is_default: true,
  clients: 40,
};
const COMPLEX = {
  uuid: 'b1c2d3e4-0000-4000-8000-000000000002',
  name: 'Complex planning',
  interval_months: 6,
  description: '',
  is_default: false,
  clients: 1,
};

const renderSection = (canEdit: boolean) =>
  renderRoutes([{ path: '/admin/firm', element: <SegmentsSection canEdit={canEdit} /> }], '/admin/firm');

describe('review segments on the firm page', () => {
  afterEach(() => queryClient.clear());

  it('lists each segment with its interval and clients, read only for advisers', async () => {
    mockApi({ 'GET /admin/segments': [200, { items: [STANDARD, COMPLEX] }] });
    renderSection(false);
    const list = within(await screen.findByRole('list'));
    list.getByText('Every year · 40 clients');
    list.getByText('Every 6 months · 1 client');
    list.getByText('Default');
    expect(screen.queryByRole('button', { name: 'Add a segment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('adds a segment, showing the server’s words under the fields, and never offers to delete the default', async () => {
    const api = mockApi({
      'GET /admin/segments': [
        [200, { items: [STANDARD] }],
        [200, { items: [STANDARD, COMPLEX] }],
      ],
      'POST /admin/segments': [
        [
          422,
          {
            message: 'Invalid',
            errors: { interval_months: ['The review interval must be from 1 to 60 months.'] },
          },
        ],
        [201, { ...COMPLEX, clients: 0 }],
      ],
    });
    renderSection(true);
    await screen.findByText('Every year · 40 clients');
    expect(screen.queryByRole('button', { name: 'Delete Standard' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a segment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a review segment' }));
    fireEvent.change(await dialog.findByLabelText('Name'), { target: { value: 'Complex planning' } });
    const interval = dialog.getByLabelText(/Review interval/);
    fireEvent.change(interval, { target: { value: '99' } });
    const add = () => act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Add segment' })));
    await add();
    await vi.waitFor(() => expect(interval.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(interval, { target: { value: '6' } });
    await add();
    await screen.findByText('The segment “Complex planning” was added.');
    expect(api.callsTo('POST /admin/segments').map((call) => call.body)).toEqual([
      { name: 'Complex planning', interval_months: 99, description: '', is_default: false },
      { name: 'Complex planning', interval_months: 6, description: '', is_default: false },
    ]);
    await screen.findByText('Every 6 months · 1 client');
  });

  it('asks before deleting a segment', async () => {
    const api = mockApi({
      'GET /admin/segments': [200, { items: [STANDARD, COMPLEX] }],
      'DELETE /admin/segments/{id}': [200, { message: 'The segment “Complex planning” was deleted.' }],
    });
    renderSection(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Complex planning' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await act(async () => fireEvent.click(confirm.getByRole('button', { name: 'Delete segment' })));
    await vi.waitFor(() => expect(api.callsTo(`DELETE /admin/segments/${COMPLEX.uuid}`)).toHaveLength(1));
  });
});
