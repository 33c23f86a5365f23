import type { AccessLedger, AdminReview, ReviewReport } from '@sextant/contracts/admin-service';
import type { OutcomeCounts, ServiceReport } from '@sextant/contracts/service-ledger';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { ReportsPage } from './reports-page';

const review = (
  n: number,
  status: AdminReview['status'],
  changes: Partial<AdminReview> = {},
): AdminReview => ({
  uuid: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  client: { uuid: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`, name: `Client ${n}` },
  adviser: { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Priya Shah' },
  review_date: '2026-05-14',
  status,
  checkin_submitted_at: null,
  checkin: null,
  pack: null,
  meeting_held_on: null,
  outcome_at: null,
  outcome_note: null,
  ...changes,
});

const report = (from: string, to: string): ReviewReport => ({
  from,
  to,
  due: 4,
  delivered: 2,
  declined: 1,
  no_response: 0,
  open: 1,
  reviews: [
    review(1, 'delivered', { meeting_held_on: '2026-05-10', outcome_note: 'Rebalanced the ISA.' }),
    review(2, 'delivered', {
      pack: { uuid: 'p', title: 'Annual review 2026', completed_at: '2026-05-20T10:00:00Z' },
    }),
    review(3, 'declined'),
    review(4, 'checkin_open'),
  ],
});

const ledger = (quarter: string, from: string, to: string): AccessLedger => ({
  quarter,
  from,
  to,
  rows: [
    {
      client: { uuid: '00000000-0000-4000-8000-000000000201', name: 'Anna Client', email: 'anna@x.test' },
      valuation_days: 12,
      last_valuation_view: '2026-12-01',
      statements_opened: 1,
      last_statement_opened: '2026-11-03T10:00:00.000Z',
      needs_statement: false,
    },
    {
      client: { uuid: '00000000-0000-4000-8000-000000000202', name: 'Ben Quiet', email: 'ben@x.test' },
      valuation_days: 0,
      last_valuation_view: null,
      statements_opened: 0,
      last_statement_opened: null,
      needs_statement: true,
    },
  ],
  totals: { clients: 2, accessed: 1, needs_statement: 1 },
});

const counts = (charged: number, delivered: number, notAttempted: number): OutcomeCounts => {
  const pct = (n: number) => (charged ? Math.round((n / charged) * 1000) / 10 : null);
  return {
    charged,
    delivered,
    declined: 0,
    no_response: 0,
    not_attempted: notAttempted,
    open: 0,
    not_due: charged - delivered - notAttempted,
    percent: {
      delivered: pct(delivered),
      declined: pct(0),
      no_response: pct(0),
      not_attempted: pct(notAttempted),
      open: pct(0),
      not_due: pct(charged - delivered - notAttempted),
    },
    median_response_hours: 3.5,
  };
};

const service = (from: string, to: string): ServiceReport => ({
  from,
  to,
  overall: counts(4, 3, 1),
  by_adviser: [{ name: 'Priya Shah', ...counts(4, 3, 1) }],
  by_segment: [{ name: 'Standard', ...counts(4, 3, 1) }],
  vulnerability: { with_record: counts(1, 0, 1), without_record: counts(3, 3, 0) },
  exceptions: [
    {
      client: { uuid: '00000000-0000-4000-8000-000000000301', name: 'Cara Unseen' },
      adviser: 'Priya Shah',
      segment: 'Standard',
      ongoing_fees: '1200.00',
      last_delivered: null,
    },
  ],
});
const SERVICE_YEAR = {
  'GET /admin/reports/service?from=2026-04-01&to=2027-03-31': [200, service('2026-04-01', '2027-03-31')],
} as const;

function renderPage(path = '/admin/reports') {
  return renderRoutes(
    [
      { path: '/admin/reports', Component: ReportsPage },
      { path: '/admin/clients/:id', Component: () => <p>Client page</p> },
    ],
    path,
  );
}

/** A figure's value and note, by its label. */
const figure = (region: HTMLElement, label: string) =>
  [...within(region).getByText(label, { selector: 'dt' }).parentElement!.querySelectorAll('dd')].map(
    (dd) => dd.textContent,
  );

describe('reports page', () => {
  beforeEach(() => {
    // 20 November 2026 in London: financial year 2026/27, quarter 2026-Q4.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('shows the current financial year’s review figures and list, and the current quarter’s access ledger', async () => {
    mockApi({
      ...SERVICE_YEAR,
      'GET /admin/reports/reviews?from=2026-04-01&to=2027-03-31': [200, report('2026-04-01', '2027-03-31')],
      'GET /admin/reports/access-ledger?quarter=2026-Q4': [
        200,
        ledger('2026-Q4', '2026-10-01', '2026-12-31'),
      ],
    });
    renderPage();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    await within(reviews).findByText(
      '4 reviews due from 1 Apr 2026 to 31 Mar 2027: 2 delivered, 1 declined, 0 no response, 1 open.',
    );
    expect((within(reviews).getByLabelText('Period') as HTMLSelectElement).value).toBe('financial-year');
    expect((within(reviews).getByLabelText('From') as HTMLInputElement).value).toBe('2026-04-01');
    expect((within(reviews).getByLabelText('To') as HTMLInputElement).value).toBe('2027-03-31');
    expect(figure(reviews, 'Due')).toEqual(['4']);
    expect(figure(reviews, 'Delivered')).toEqual(['2', '50% of due']);
    expect(figure(reviews, 'Declined')).toEqual(['1', '25% of due']);
    expect(figure(reviews, 'No response')).toEqual(['0', '0% of due']);
    expect(figure(reviews, 'Open')).toEqual(['1', '25% of due']);

    const table = within(reviews).getByRole('table', { name: 'Reviews in the period' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    within(table).getByText('Meeting held 10 May 2026');
    within(table).getByText('Rebalanced the ISA.');
    within(table).getByRole('link', { name: 'Client 1' });

    // Only the declined ones.
    fireEvent.change(within(reviews).getByLabelText('Show'), { target: { value: 'declined' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    within(table).getByText('Client 3');

    const ledgerRegion = screen.getByRole('region', { name: 'Access ledger' });
    await within(ledgerRegion).findByText(
      '2026 Q4, 1 Oct 2026 to 31 Dec 2026: 2 clients, 1 accessed the portal, 1 needs a statement.',
    );
    expect((within(ledgerRegion).getByLabelText('Quarter') as HTMLSelectElement).value).toBe('2026-Q4');
    expect(figure(ledgerRegion, 'Clients')).toEqual(['2']);
    expect(figure(ledgerRegion, 'Accessed')).toEqual(['1']);
    expect(figure(ledgerRegion, 'Need a statement')).toEqual(['1']);
    const rows = within(within(ledgerRegion).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [],
      ['Anna Clientanna@x.test', 'Yes', '12', '1 Dec 2026', '1', '3 Nov 2026'],
      ['Ben Quietben@x.test', 'No: send a statement', '0', '—', '0', '—'],
    ]);
    fireEvent.click(within(ledgerRegion).getByLabelText('Only clients who need a statement'));
    expect(within(within(ledgerRegion).getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('changes the period and the quarter in the address, and refuses a period that ends before it starts', async () => {
    const api = mockApi({
      ...SERVICE_YEAR,
      'GET /admin/reports/reviews?from=2026-04-01&to=2027-03-31': [200, report('2026-04-01', '2027-03-31')],
      'GET /admin/reports/reviews?from=2026-10-01&to=2026-12-31': [200, report('2026-10-01', '2026-12-31')],
      'GET /admin/reports/access-ledger?quarter=2026-Q4': [
        200,
        ledger('2026-Q4', '2026-10-01', '2026-12-31'),
      ],
      'GET /admin/reports/access-ledger?quarter=2026-Q3': [
        200,
        ledger('2026-Q3', '2026-07-01', '2026-09-30'),
      ],
    });
    const router = renderPage();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    await within(reviews).findByText(/4 reviews due from 1 Apr 2026/);
    fireEvent.change(within(reviews).getByLabelText('Period'), { target: { value: 'quarter' } });
    await within(reviews).findByText(/4 reviews due from 1 Oct 2026 to 31 Dec 2026/);
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-12-31');

    fireEvent.change(within(reviews).getByLabelText('To'), { target: { value: '2026-09-01' } });
    await within(reviews).findByText('The end of the period cannot be before its start.');
    expect(within(reviews).getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.path.includes('to=2026-09-01'))).toBe(false);

    const ledgerRegion = screen.getByRole('region', { name: 'Access ledger' });
    fireEvent.change(within(ledgerRegion).getByLabelText('Quarter'), { target: { value: '2026-Q3' } });
    await within(ledgerRegion).findByText(/^2026 Q3, 1 Jul 2026 to 30 Sept 2026/);
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-09-01&quarter=2026-Q3');
  });

  it('downloads the quarter’s ledger as CSV with the session', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi({
      ...SERVICE_YEAR,
      'GET /admin/reports/reviews?from=2026-04-01&to=2027-03-31': [200, report('2026-04-01', '2027-03-31')],
      'GET /admin/reports/access-ledger?quarter=2026-Q2': [
        200,
        ledger('2026-Q2', '2026-04-01', '2026-06-30'),
      ],
      'GET /admin/reports/access-ledger.csv?quarter=2026-Q2': [200],
    });
    renderPage('/admin/reports?quarter=2026-Q2');
    const ledgerRegion = screen.getByRole('region', { name: 'Access ledger' });
    await within(ledgerRegion).findByText(/^2026 Q2/);
    await act(async () =>
      fireEvent.click(within(ledgerRegion).getByRole('button', { name: 'Download CSV' })),
    );
    expect(api.callsTo('GET /admin/reports/access-ledger.csv?quarter=2026-Q2')).toHaveLength(1);
    expect(saved).toEqual(['access-ledger-2026-Q2.csv']);
  });

  it('sets the ongoing fee against the service for the board, and downloads the board pack and the CSV', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi({
      ...SERVICE_YEAR,
      'GET /admin/reports/reviews?from=2026-04-01&to=2027-03-31': [200, report('2026-04-01', '2027-03-31')],
      'GET /admin/reports/access-ledger?quarter=2026-Q4': [
        200,
        ledger('2026-Q4', '2026-10-01', '2026-12-31'),
      ],
      'GET /admin/reports/service.pdf?from=2026-04-01&to=2027-03-31': [200],
      'GET /admin/reports/service.csv?from=2026-04-01&to=2027-03-31': [200],
    });
    renderPage();
    const region = screen.getByRole('region', { name: 'Ongoing service' });
    await within(region).findByText(
      '4 clients charged an ongoing adviser fee from 1 Apr 2026 to 31 Mar 2027: 3 reviews delivered, 1 exception.',
    );
    expect(figure(region, 'Delivered')).toEqual(['3', '75.0% of charged']);
    expect(figure(region, 'Not attempted')).toEqual(['1', '25.0% of charged']);
    const byAdviser = within(within(region).getByRole('table', { name: 'By adviser' }));
    expect(byAdviser.getAllByRole('row')[1]!.textContent).toContain('3 (75.0%)');
    within(within(region).getByRole('table', { name: /^Exceptions/ })).getByRole('link', {
      name: 'Cara Unseen',
    });

    await act(async () =>
      fireEvent.click(within(region).getByRole('button', { name: 'Download board pack (PDF)' })),
    );
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Download CSV' })));
    expect(api.callsTo('GET /admin/reports/service.pdf?from=2026-04-01&to=2027-03-31')).toHaveLength(1);
    expect(saved).toEqual([
      'service-board-pack-2026-04-01-to-2027-03-31.pdf',
      'service-report-2026-04-01-to-2027-03-31.csv',
    ]);
  });
});
