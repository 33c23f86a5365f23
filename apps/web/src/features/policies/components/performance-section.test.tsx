import type { DateRange } from '@sextant/contracts/policies';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { performance, transaction } from '@/features/policies/test/money-fixtures';
import { queryClient } from '@/shared/query/query-client';
import { resetSessionStores } from '@/shared/session/session-stores';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { PerformanceSection } from './performance-section';

const ID = '00000000-0000-4000-8000-000000000001';
const path = <R extends string>(range: R) => `GET /policy/${ID}/performance?range=${range}` as const;

/** The section over `first`; a button stands for the view's picker choosing two years. */
function Harness({ first }: { first: DateRange }) {
  const [range, setRange] = useState<DateRange>(first);
  return (
    <>
      <button type="button" onClick={() => setRange('two_years')}>
        Two years
      </button>
      <PerformanceSection policyId={ID} range={range} />
    </>
  );
}

function renderSection(client = queryClient, first: DateRange = 'one_year') {
  return renderRoutes([{ path: '/', element: <Harness first={first} /> }], '/', client);
}

const section = () => screen.getByRole('region', { name: 'Growth and returns' });
const row = (step: string) => section().querySelector(`tr[data-step="${step}"]`) as HTMLElement;

describe('growth and returns of a policy', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    resetSessionStores();
  });

  it('shows the growth after charges and the waterfall from opening to closing with both dates', async () => {
    mockApi({ [path('one_year')]: [200, performance(ID)] });
    renderSection();
    expect((await screen.findByTestId('policy-growth')).textContent).toBe('+£8,500.00');
    expect(section().textContent).toContain('Growth over 1 year');
    expect(screen.getByTestId('performance-dates').textContent).toBe('1 year: 21 Nov 2025 – 21 Nov 2026');
    expect(section().textContent).toContain('after £850.00 of charges taken from your policy');
    // The view has one picker, above: the section follows it and has none of its own.
    expect(within(section()).queryByRole('radiogroup')).toBeNull();
    const table = within(section()).getByRole('table', {
      name: 'How the value moved from 21 Nov 2025 to 21 Nov 2026',
    });
    const figures = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [tr.querySelector('th span')!.textContent, tr.querySelector('td')!.textContent]);
    expect(figures).toEqual([
      ['Opening value', '£100,000.00'],
      ['Paid in', '+£12,000.00'],
      ['Taken out', '−£2,000.00'],
      ['Charges taken from your policy', '−£850.00'],
      ['Growth before charges', '+£9,350.00'],
      ['Closing value', '£118,500.00'],
    ]);
    expect(row('opening').textContent).toContain('as at 21 Nov 2025');
    expect(row('closing').textContent).toContain('as at 21 Nov 2026');
    expect(screen.getByTestId('performance-provenance').textContent).toBe('Updated daily by Northgate Life');
  });

  it('gives TWR and MWR side by side on one basis, annualised and cumulative from a year, explained', async () => {
    mockApi({
      [path('one_year')]: [
        200,
        performance(ID, {
          returns: {
            basis: 'annualised_and_cumulative',
            days: 730,
            twr: { cumulative: 0.1523, annualised: 0.0734, reason: null, method: 'chained' },
            mwr: { cumulative: 0.1689, annualised: 0.0811, reason: null },
          },
        }),
      ],
    });
    renderSection();
    const twr = await screen.findByRole('article', { name: 'Time-weighted return' });
    const mwr = screen.getByRole('article', { name: 'Money-weighted return' });
    expect(twr.textContent).toMatch(/\+7\.3% a\syear/);
    expect(twr.textContent).toContain('+15.2% in total');
    expect(mwr.textContent).toMatch(/\+8\.1% a\syear/);
    expect(mwr.textContent).toContain('+16.9% in total');
    expect(screen.getByTestId('returns-basis').textContent).toBe(
      'Both returns are given as a yearly rate and in total over the 730 days measured.',
    );
    const how = within(twr).getByText('How we calculated this').closest('details')!;
    expect(how.textContent).toContain('Method: chained at each payment.');
    expect(how.textContent).toContain('leaving out when and how much you paid in or took out');
    expect(how.textContent).toContain('From 21 Nov 2025 to 21 Nov 2026: 730 days.');
    const mwrHow = within(mwr).getByText('How we calculated this').closest('details')!;
    expect(mwrHow.textContent).toContain('Why the two differ');
    expect(mwrHow.textContent).toContain('XIRR');
  });

  it('under a year gives both cumulative, and a figure that cannot be computed shows its reason, not 0%', async () => {
    mockApi({
      [path('six_months')]: [
        200,
        performance(ID, {
          period: { range: 'six_months', from: '2026-05-21', to: '2026-11-21' },
          returns: {
            basis: 'cumulative',
            days: 153,
            twr: { cumulative: -0.0123, annualised: null, reason: null, method: 'modified_dietz' },
            mwr: {
              cumulative: null,
              annualised: null,
              reason: 'The money-weighted return has no answer for these payments.',
            },
          },
        }),
      ],
    });
    renderSection(queryClient, 'six_months');
    const twr = await screen.findByRole('article', { name: 'Time-weighted return' });
    expect(twr.textContent).toContain('−1.2% in total');
    expect(twr.textContent).not.toContain('a year');
    expect(twr.textContent).toContain('Method: Modified Dietz.');
    const mwr = screen.getByRole('article', { name: 'Money-weighted return' });
    expect(mwr.textContent).toContain(
      'Not available. The money-weighted return has no answer for these payments.',
    );
    expect(mwr.textContent).not.toMatch(/0(\.0)?%/);
    expect(screen.getByTestId('returns-basis').textContent).toContain(
      'Both returns are for the whole 153 days',
    );
    expect(section().textContent).toContain('Growth over 6 months');
  });

  it('lists flows no valuation includes yet apart from the figures', async () => {
    mockApi({
      [path('one_year')]: [
        200,
        performance(ID, { pending: { count: 2, paid_in: '500.00', taken_out: '0.00', charges: '25.00' } }),
      ],
    });
    renderSection();
    const pending = await screen.findByRole('region', { name: 'Not yet in a valuation' });
    expect(pending.textContent).toContain(
      '2 transactions are dated after the closing valuation of 21 Nov 2026, so the figures above do not include them yet.',
    );
    const amounts = within(pending)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(amounts).toEqual(['£500.00', '£0.00', '£25.00']);
  });

  it('says why there are no figures, and what a statement-only policy is as at', async () => {
    mockApi({
      [path('one_year')]: [
        200,
        performance(ID, {
          waterfall: null,
          returns: null,
          reason: 'There is no valuation on or before 21 November 2026.',
          provenance: null,
        }),
      ],
      [path('two_years')]: [
        200,
        performance(ID, {
          period: { range: 'two_years', from: '2024-11-21', to: '2026-11-21' },
          provenance: { provider: 'Kestrel Investments', source: 'statement', as_at: '2026-10-14' },
        }),
      ],
    });
    renderSection();
    expect(await screen.findByText('There is no valuation on or before 21 November 2026.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Two years' }));
    await waitFor(() =>
      expect(screen.getByTestId('performance-provenance').textContent).toBe(
        'Last statement 14 Oct 2026 — figures may have moved since',
      ),
    );
  });

  it('says when the figures start later than the period asked for', async () => {
    const reason = 'The first valuation in the period is on 3 March 2026: the figures run from it.';
    mockApi({
      [path('one_year')]: [
        200,
        performance(ID, {
          reason,
          // Opened at nil: the same flows and closing value make a larger growth.
          waterfall: {
            ...performance(ID).waterfall!,
            opening_value: '0.00',
            opening_as_at: '2026-03-03',
            growth: '108500.00',
            growth_before_charges: '109350.00',
          },
        }),
      ],
    });
    renderSection();
    expect((await screen.findByTestId('performance-note')).textContent).toBe(reason);
    expect(row('opening').textContent).toContain('as at 3 Mar 2026');
    expect(screen.getByTestId('policy-growth').textContent).toBe('+£108,500.00');
  });

  it('puts a value brought in on its own line, explained, and never in the growth', async () => {
    // A pension added on 3 Mar 2026 with £80,000 in it, £84,000 a year later: growth £4,000, not £84,000.
    mockApi({
      [path('one_year')]: [
        200,
        performance(ID, {
          waterfall: {
            ...performance(ID).waterfall!,
            opening_value: '0.00',
            opening_as_at: '2026-03-03',
            brought_in: '80000.00',
            paid_in: '0.00',
            taken_out: '0.00',
            charges: '0.00',
            closing_value: '84000.00',
            growth: '4000.00',
            growth_before_charges: '4000.00',
            by_type: {},
          },
        }),
      ],
    });
    renderSection();
    expect((await screen.findByTestId('policy-growth')).textContent).toBe('+£4,000.00');
    expect(screen.getByTestId('performance-dates').textContent).toBe('1 year: 3 Mar 2026 – 21 Nov 2026');
    expect(screen.getByTestId('performance-brought-in').textContent).toBe(
      'Brought in £80,000.00: the value it had when it was added to your portfolio — not growth.',
    );
    expect(row('brought_in').textContent).toContain('Brought in');
    expect(row('brought_in').textContent).toContain('+£80,000.00');
    expect(row('brought_in').textContent).toContain('not growth');
    expect(row('growth_before_charges').textContent).toContain('+£4,000.00');
  });

  it('says when and how a closed policy closed, instead of where its figures come from', async () => {
    mockApi({
      [path('one_year')]: [200, performance(ID, { closed_on: '2026-06-15' })],
      [`GET /policy/${ID}/transactions?from=2026-06-15&to=2026-06-15&page=1&per_page=25`]: [
        200,
        {
          items: [transaction('2026-06-15', 'transfer_out', '19500.00', 'Transfer to Albion')],
          total: 1,
          page: 1,
          per_page: 25,
        },
      ],
    });
    renderSection();
    await waitFor(() =>
      expect(screen.getByTestId('policy-closed').textContent).toBe('Transferred out on 15 Jun 2026'),
    );
    expect(screen.queryByTestId('performance-provenance')).toBeNull();
  });

  it('says when the figures cannot be had, and tries again', async () => {
    const api = mockApi({
      [path('one_year')]: [
        [503, { message: 'Unavailable' }],
        [200, performance(ID)],
      ],
    });
    renderSection(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText('These figures are not available right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('policy-growth')).textContent).toBe('+£8,500.00');
    expect(api.callsTo(path('one_year'))).toHaveLength(2);
  });
});
