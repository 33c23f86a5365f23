import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { PanelEditor } from './panel-editor';

const REPORT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const report: AdminReport = {
  uuid: REPORT,
  financial_year: '2025/26',
  title: 'Panel 2025/26',
  status: 'draft',
  published_at: null,
  panel_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  summary: '',
  body: '',
  document: null,
  panel: [
    { provider: { uuid: A, name: 'Albion' }, position: 0, rating: 'Strong', summary: 'A' },
    { provider: { uuid: B, name: 'Brook' }, position: 1, rating: 'Good', summary: 'B' },
  ],
  provider_reports: [],
};

describe('PanelEditor', () => {
  it('reorders with the buttons (the focus follows), adds a provider and saves the panel in order', async () => {
    const api = mockApi({
      'GET /admin/providers?sort=name&order=asc&per_page=100&page=1': [
        200,
        {
          items: [A, B, C].map((uuid, i) => ({ uuid, name: ['Albion', 'Brook', 'Cedar'][i] })),
          total: 3,
          page: 1,
          per_page: 100,
        },
      ],
      [`PUT /admin/due-diligence/${REPORT}/panel`]: [200, report],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PanelEditor report={report} />
      </QueryClientProvider>,
    );

    const up = screen.getByRole('button', { name: 'Move Brook up' });
    up.focus();
    await act(async () => fireEvent.click(up));
    const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names()[0]).toContain('Brook');
    // Brook is first now, so its Up button is disabled: the focus moves to its Down button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Brook down' }));

    const select = await screen.findByRole('combobox', { name: 'Add a provider' });
    await within(select).findByRole('option', { name: 'Cedar' });
    expect(within(select).queryByRole('option', { name: 'Albion' })).toBeNull();
    fireEvent.change(select, { target: { value: C } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Rating of Cedar' }), {
      target: { value: 'Good' },
    });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the panel' })));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      entries: [
        { provider_id: B, rating: 'Good', summary: 'B' },
        { provider_id: A, rating: 'Strong', summary: 'A' },
        { provider_id: C, rating: 'Good', summary: '' },
      ],
    });
  });
});
