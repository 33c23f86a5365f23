import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedPeriod, rememberPeriod } from '@/features/policies/period';
import { performance } from '@/features/policies/test/money-fixtures';
import { queryClient } from '@/shared/query/query-client';
import { resetSessionStores } from '@/shared/session/session-stores';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { PerformanceSection } from './performance-section';

const ID = '00000000-0000-4000-8000-000000000001';
const path = <R extends string>(range: R) => `GET /policy/${ID}/performance?range=${range}` as const;

function renderSection(client = queryClient) {
  return renderRoutes([{ path: '/', element: <PerformanceSection policyId={ID} /> }], '/', client);
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
    expect(section().textContent).toContain(
      'after £850.00 of charges taken from your policy, from 21 Nov 2025 to 21 Nov 2026',
    );
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
    expect(twr.textContent).toContain('+7.3% a year');
    expect(twr.textContent).toContain('+15.2% in total');
    expect(mwr.textContent).toContain('+8.1% a year');
    expect(mwr.textContent).toContain('+16.9% in total');
    expect(screen.getByTestId('returns-basis').textContent).toBe(
      'Both returns are given as a yearly rate and in total over the 730 days measured.',
    );
    const how = within(twr).getByText('How we calculated this').closest('details')!;
    expect(how.textContent).toContain('Method: chained at each payment.');
    expect(how.textContent).toContain('leaving out when and how much you paid in or took out');
    expect(how.textContent).toContain(
      'From the valuation of 21 Nov 2025 to the valuation of 21 Nov 2026: 730 days.',
    );
    const mwrHow = within(mwr).getByText('How we calculated this').closest('details')!;
    expect(mwrHow.textContent).toContain('Why the two differ');
    expect(mwrHow.textContent).toContain('XIRR');
  });

  it('under a year gives both cumulative, and a figure that cannot be computed shows its reason, not 0%', async () => {
    rememberPeriod('six_months');
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
    renderSection();
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

    fireEvent.click(within(section()).getByRole('radio', { name: /^2y/ }));
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

  it('opens on the remembered period and remembers a new choice for the home', async () => {
    rememberPeriod('tax_year');
    const api = mockApi({
      [path('tax_year')]: [
        200,
        performance(ID, { period: { range: 'tax_year', from: '2026-04-06', to: '2026-11-21' } }),
      ],
      [path('since_start')]: [
        200,
        performance(ID, { period: { range: 'since_start', from: '2023-01-15', to: '2026-11-21' } }),
      ],
    });
    renderSection();
    await screen.findByText('Growth in this tax year so far');
    const picker = within(section()).getByRole('radiogroup', { name: 'Period for growth and returns' });
    expect(within(picker).getByRole('radio', { name: /^Tax year/, checked: true })).toBeTruthy();

    fireEvent.click(within(picker).getByRole('radio', { name: /^Since start/ }));
    await screen.findByText('Growth since the start');
    expect(rememberedPeriod()).toBe('since_start');
    expect(api.calls.map((call) => call.path)).toEqual([
      `/policy/${ID}/performance?range=tax_year`,
      `/policy/${ID}/performance?range=since_start`,
    ]);
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
