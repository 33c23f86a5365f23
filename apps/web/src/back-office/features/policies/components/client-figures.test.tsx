import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { ClientFigures } from './client-figures';

const ID = '00000000-0000-4000-8000-0000000000c1';
const URL_OF = <R extends string>(range: R) =>
  `GET /admin/policies/${ID}/performance?range=${range}` as const;

const noReturn = {
  cumulative: null,
  annualised: null,
  reason: 'Nothing was valued between 1 Dec and 3 Dec.',
};

/** An old pension added with £30,000 on 1 Mar 2026 (ADR 0006's "value brought in"), as the client sees it. */
const figures = (range: string, changes: Record<string, unknown> = {}) => ({
  uuid: ID,
  currency: 'GBP',
  wrapper: 'personal_pension',
  period: { range, from: '2025-11-21', to: '2026-11-21' },
  waterfall: {
    opening_value: '0.00',
    opening_as_at: '2026-03-01',
    closing_value: '29100.00',
    closing_as_at: '2026-11-21',
    closing_valued_on: '2026-11-20',
    brought_in: '30000.00',
    paid_in: '250.00',
    taken_out: '0.00',
    charges: '12.50',
    growth: '-1150.00',
    growth_before_charges: '-1137.50',
    by_type: {},
  },
  returns: {
    basis: 'cumulative',
    days: 265,
    twr: { cumulative: -0.0383, annualised: null, reason: null, method: 'chained' },
    mwr: { cumulative: -0.0379, annualised: null, reason: null },
  },
  reason: null,
  pending: { count: 1, paid_in: '300.00', taken_out: '0.00', charges: '0.00' },
  provenance: null,
  closed_on: null,
  ...changes,
});

function renderFigures() {
  renderRoutes([{ path: '/', element: <ClientFigures policyId={ID} /> }], '/');
  return screen.getByRole('region', { name: 'Figures as the client sees them' });
}

/** The waterfall's lines as [label, dates and meaning, amount]. */
const lines = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      ...Array.from(row.querySelectorAll('th span')).map((span) => span.textContent),
      row.querySelector('td')?.textContent,
    ]);

describe('the back office’s figures as the client sees them', () => {
  afterEach(() => queryClient.clear());

  it('shows the waterfall with the value brought in, each figure with its dates, the returns and what is pending', async () => {
    mockApi({ [URL_OF('one_year')]: [200, figures('one_year')] });
    const section = renderFigures();
    within(section).getByRole('status', { name: 'Loading the figures' });
    const dates = await within(section).findByTestId('figures-dates');
    expect(dates.textContent).toBe('1 year: 1 Mar 2026 – 21 Nov 2026');
    const span = '1 Mar 2026 – 21 Nov 2026';
    expect(lines(section)).toEqual([
      ['Opening value', 'as at 1 Mar 2026', '£0.00'],
      [
        'Brought in',
        'on 1 Mar 2026: the value it had when it was added — not growth, not paid in',
        '+£30,000.00',
      ],
      ['Paid in', `${span}: contributions, tax relief and transfers in`, '+£250.00'],
      ['Taken out', `${span}: withdrawals, income and transfers out`, '£0.00'],
      ['Charges', `${span}: already inside growth`, '−£12.50'],
      ['Growth', `${span}: after charges`, '−£1,150.00'],
      ['Closing value', 'as at 21 Nov 2026, from the valuation of 20 Nov 2026', '£29,100.00'],
    ]);
    const measures = Object.fromEntries(
      Array.from(section.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
    );
    expect(measures).toEqual({
      'Time-weighted return': '−3.8% in total',
      'Money-weighted return': '−3.8% in total',
      'Days measured': '265',
      'Not yet in a valuation':
        '1 transaction after the closing valuation, not in a valuation yet: £300.00 paid in',
    });
    expect(within(section).queryByText(/^Closed on/)).toBeNull();
    // SPEC's four ranges, then this tax year and since start (every period of the client's table); one year first.
    const periods = within(section).getAllByRole('radio') as HTMLInputElement[];
    expect(periods.map((radio) => radio.value)).toEqual([
      'three_months',
      'six_months',
      'one_year',
      'two_years',
      'tax_year',
      'since_start',
    ]);
    within(section).getByRole('radio', { name: /^Tax year ?\(This tax year\)$/ });
    expect(periods.find((radio) => radio.checked)?.value).toBe('one_year');
    // Each says its period in words after its label (jsdom joins the two without the space).
    within(section).getByRole('radio', { name: /^3m ?\(3 months\)$/ });
  });

  it('follows the period chosen; leaves out a nil brought-in line; gives returns’ reasons and the closing day', async () => {
    const api = mockApi({
      [URL_OF('one_year')]: [200, figures('one_year')],
      [URL_OF('three_months')]: [
        200,
        figures('three_months', {
          waterfall: { ...figures('one_year').waterfall, opening_value: '29000.00', brought_in: '0.00' },
          returns: { basis: 'cumulative', days: 2, twr: { ...noReturn, method: null }, mwr: noReturn },
          pending: { count: 0, paid_in: '0.00', taken_out: '0.00', charges: '0.00' },
          closed_on: '2026-11-20',
        }),
      ],
    });
    const section = renderFigures();
    await within(section).findByTestId('figures-dates');
    await act(async () => fireEvent.click(within(section).getByRole('radio', { name: /^3m/ })));
    await within(section).findByText('3 months: 1 Mar 2026 – 21 Nov 2026');
    expect(api.calls.map((call) => call.path)).toEqual([
      `/admin/policies/${ID}/performance?range=one_year`,
      `/admin/policies/${ID}/performance?range=three_months`,
    ]);
    expect(lines(section).map(([label]) => label)).toEqual([
      'Opening value',
      'Paid in',
      'Taken out',
      'Charges',
      'Growth',
      'Closing value',
    ]);
    within(section).getByText('Closed on 20 Nov 2026');
    expect(within(section).getAllByText(`Not available: ${noReturn.reason}`)).toHaveLength(2);
    within(section).getByText('None', { selector: 'dd' });
  });

  it('says why there are no figures, and offers to try again when the call fails', async () => {
    mockApi({
      [URL_OF('one_year')]: [
        [409, { message: 'An amount stored for this policy is too large to add up exactly.' }],
        [
          200,
          figures('one_year', {
            waterfall: null,
            returns: null,
            reason: 'No valuation on or before 21 Nov 2026.',
          }),
        ],
      ],
    });
    const section = renderFigures();
    const alert = await within(section).findByRole('alert');
    // A 409 says why (the server's words); it is not tried again by itself.
    expect(alert.textContent).toContain(
      'The figures could not be loaded. An amount stored for this policy is too large to add up exactly.',
    );
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    await within(section).findByText('No figures for 1 year: No valuation on or before 21 Nov 2026.');
  });
});
