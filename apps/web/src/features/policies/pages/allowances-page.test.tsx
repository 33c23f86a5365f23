import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { AllowancesPage } from './allowances-page';

const NOTE =
  'Standard allowance; tapering, the money purchase annual allowance, carry-forward and pensions held elsewhere are not included.';

const isaPolicy = {
  uuid: '00000000-0000-4000-8000-000000000001',
  reference: 'HV-0101-ISA',
  provider: 'Northgate Life',
};
const sippPolicy = {
  uuid: '00000000-0000-4000-8000-000000000002',
  reference: 'HV-0102-SIPP',
  provider: 'Albion Platform',
};

const thisYear = {
  tax_year: '2026-27',
  from: '2026-04-06',
  to: '2027-04-05',
  isa: {
    allowance: '20000.00',
    used: '12000.00',
    remaining: '8000.00',
    policies: [{ ...isaPolicy, used: '12000.00' }],
  },
  pension: {
    allowance: '60000.00',
    used: '7500.00',
    remaining: '52500.00',
    contributions: '6000.00',
    tax_relief: '1500.00',
    policies: [{ ...sippPolicy, used: '7500.00' }],
  },
  note: NOTE,
};

const lastYear = {
  ...thisYear,
  tax_year: '2025-26',
  from: '2025-04-06',
  to: '2026-04-05',
  isa: {
    allowance: '20000.00',
    used: '23500.00',
    remaining: '-3500.00',
    policies: [{ ...isaPolicy, used: '23500.00' }],
  },
  pension: {
    ...thisYear.pension,
    used: '0.00',
    remaining: '60000.00',
    contributions: '0.00',
    tax_relief: '0.00',
    policies: [],
  },
};

const costs = {
  tax_year: '2025-26',
  from: '2025-04-06',
  to: '2026-04-05',
  note: 'Charges taken from your policies: adviser and platform charges deducted from them, not the costs inside funds.',
  currencies: [
    {
      currency: 'GBP',
      charges: '1850.40',
      by_kind: [
        { kind: 'adviser_ongoing' as const, charges: '1500.00' },
        { kind: 'platform' as const, charges: '350.40' },
      ],
      average_value: '370080.00',
      percent: 0.005,
      reason: null,
      policies: [
        { ...isaPolicy, charges: '600.00', average_value: '120000.00', percent: 0.005 },
        { ...sippPolicy, charges: '1250.40', average_value: '250080.00', percent: null },
      ],
    },
    {
      currency: 'EUR',
      charges: '20.00',
      // Nothing stated: no split to show.
      by_kind: [{ kind: 'other' as const, charges: '20.00' }],
      average_value: '0.00',
      percent: null,
      reason: 'The policies were worth nothing in that tax year.',
      policies: [],
    },
  ],
};

const renderPage = () =>
  renderRoutes(
    [{ path: '/tabs/policies/allowances', Component: AllowancesPage }],
    '/tabs/policies/allowances',
  );

describe('allowances and charges', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it('shows this tax year’s and last tax year’s ISA and pension allowances, over-allowance plainly, with the note', async () => {
    const api = mockApi({
      'GET /portfolio/allowances': [200, thisYear],
      'GET /portfolio/allowances?tax_year=2025-26': [200, lastYear],
      'GET /portfolio/costs': [200, costs],
    });
    renderPage();
    const current = await screen.findByRole('region', { name: 'This tax year, 2026-27' });
    expect(current.textContent).toContain('6 Apr 2026 to 5 Apr 2027');
    const isa = within(current).getByTestId('isa-2026-27');
    expect(isa.textContent).toContain('£12,000.00 used of £20,000.00');
    expect(isa.textContent).toContain('£8,000.00 left');
    expect(isa.textContent).toContain('HV-0101-ISA');
    const pension = within(current).getByTestId('pension-2026-27');
    expect(pension.textContent).toContain('£7,500.00 used of £60,000.00');
    expect(pension.textContent).toContain('£6,000.00 in contributions and £1,500.00 in tax relief');

    const previous = await screen.findByRole('region', { name: 'Last tax year, 2025-26' });
    const over = within(previous).getByTestId('isa-2025-26');
    expect(over.textContent).toContain('£3,500.00 over the allowance');
    expect(over.textContent).not.toContain('left');
    expect(within(previous).getByTestId('pension-2025-26').textContent).toContain('£60,000.00 left');
    expect(screen.getByText(NOTE)).toBeTruthy();
    // Last year is the year before the one the server calls current.
    expect(api.callsTo('GET /portfolio/allowances?tax_year=2025-26')).toHaveLength(1);
  });

  it('shows the charges taken from each policy and in total, in money and as a share of the average value', async () => {
    mockApi({
      'GET /portfolio/allowances': [200, thisYear],
      'GET /portfolio/allowances?tax_year=2025-26': [200, lastYear],
      'GET /portfolio/costs': [200, costs],
    });
    renderPage();
    const section = screen.getByRole('region', { name: 'Charges taken from your policies' });
    await waitFor(() => expect(within(section).getByTestId('charges-total-GBP')).toBeTruthy());
    expect(section.textContent).toContain('Tax year 2025-26: 6 Apr 2025 to 5 Apr 2026');
    expect(within(section).getByTestId('charges-total-GBP').textContent).toContain(
      '£1,850.40 (0.50% of the average value, £370,080.00)',
    );
    // A share that cannot be had says why, never 0%.
    expect(within(section).getByTestId('charges-total-EUR').textContent).toContain(
      '€20.00 As a share of the average value: not available. The policies were worth nothing in that tax year.',
    );
    const table = within(section).getByRole('table', { name: 'Charges taken from each policy (GBP)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['£600.00', '0.50%'],
      ['£1,250.40', 'not available'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('HV-0101-ISANorthgate Life');
    expect(section.textContent).toContain(costs.note);
  });

  it('splits the charges by who they paid, when any had a stated kind', async () => {
    mockApi({
      'GET /portfolio/allowances': [200, thisYear],
      'GET /portfolio/allowances?tax_year=2025-26': [200, lastYear],
      'GET /portfolio/costs': [200, costs],
    });
    renderPage();
    const gbp = await screen.findByLabelText('Charges by kind (GBP)');
    const lines = within(gbp)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual(['Adviser’s ongoing fee £1,500.00', 'Platform charge £350.40']);
    expect(screen.queryByLabelText('Charges by kind (EUR)')).toBeNull();
  });

  it('says so when there were no charges, and when a part cannot be had', async () => {
    mockApi({
      'GET /portfolio/allowances': [404, { message: 'Not Found' }],
      'GET /portfolio/costs': [200, { ...costs, currencies: [] }],
    });
    renderPage();
    expect(await screen.findByText('No charges were taken from your policies in 2025-26.')).toBeTruthy();
    expect(await screen.findByText('Your allowances are not available right now.')).toBeTruthy();
  });
});
