import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import ServiceLedgerSection from './service-ledger-section';

const CLIENT_ID = '00000000-0000-4000-8000-000000000101';
const YEAR = {
  from: '2025-03-10',
  to: '2026-03-10',
  current: false,
  fees: { ongoing: '1050.00', average_value: '105000.00', percent: 1 },
  review: { date: '2026-03-10', outcome: 'delivered', meeting_held_on: '2026-03-03' },
  meetings: 1,
  messages: { waiting: 3, answered: 2, median_response_hours: 3 },
  documents: { published: 3, to_complete: 1, completed: 1 },
  statements: { available: 2, opened: 1 },
} as const;

const renderSection = () =>
  renderRoutes(
    [{ path: '/admin/clients/:id', element: <ServiceLedgerSection clientId={CLIENT_ID} /> }],
    `/admin/clients/${CLIENT_ID}`,
  );

describe('the client’s service ledger in the back office', () => {
  afterEach(() => queryClient.clear());

  it('lists each review year’s fee against the service delivered', async () => {
    mockApi({
      'GET /admin/clients/{id}/service-ledger': [
        200,
        { segment: { name: 'Standard', interval_months: 12 }, years: [YEAR] },
      ],
    });
    renderSection();
    const table = await screen.findByRole('table', { name: 'Service by review year' });
    const cells = [...within(table).getAllByRole('row')[1]!.querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual([
      '10 Mar 2025 to 10 Mar 2026',
      '£1,050.001.00% of average value',
      'Delivered',
      '1',
      '2 of 3median 3.0 working h',
      '3 (1 of 1 done)',
      '1 of 2',
    ]);
  });

  it('says when there is no review year yet', async () => {
    mockApi({ 'GET /admin/clients/{id}/service-ledger': [200, { segment: null, years: [] }] });
    renderSection();
    await screen.findByText('The ledger starts once the client has a review date.');
  });
});
