import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedPeriod, rememberPeriod } from '@/features/policies/period';
import { daysAgo, detail, graph, PROVIDER, policy, valuation } from '@/features/policies/test/fixtures';
import { performance, transaction } from '@/features/policies/test/money-fixtures';
import { formatDate as dayOf } from '@/shared/format/money';
import { queryClient } from '@/shared/query/query-client';
import { resetSessionStores } from '@/shared/session/session-stores';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { plots } from '@/test/uplot-stand-in';
import { PolicyViewPage } from './policy-view-page';

const isa = policy(1, 'Stocks & Shares ISA');
const bond = policy(3, 'Investment Bond');
const graphPath = (range: string) => `GET /policy/${isa.uuid}/valuation/graph?date_range=${range}` as const;

function renderView(path = `/tabs/policies/view/${isa.uuid}`) {
  return renderRoutes([{ path: '/tabs/policies/view/:id', Component: PolicyViewPage }], path);
}

/** The ISA's series over 1 year, when a test gives one (otherwise the call answers 404). */
const series = { points: null as null | Array<{ date: string; value: number; net_paid_in: number }> };

function api() {
  return mockApi({
    'GET /policy/{id}/series': (call) =>
      series.points && call.path === `/policy/${isa.uuid}/series?range=one_year`
        ? [
            200,
            {
              uuid: isa.uuid,
              currency: 'GBP',
              period: { range: 'one_year', from: series.points[0]!.date, to: daysAgo(0) },
              points: series.points,
            },
          ]
        : [404, { message: 'Not Found' }],
    // Only this policy and its provider exist: another id or range answers 404.
    'GET /policy/{id}/view': (call) =>
      call.path === `/policy/${isa.uuid}/view` ? [200, detail(isa)] : [404, { message: 'Not Found' }],
    'GET /policy/{id}/valuation/latest': (call) =>
      call.path === `/policy/${isa.uuid}/valuation/latest`
        ? [200, valuation(isa, 105_000, daysAgo(0))]
        : [404, { message: 'Not Found' }],
    'GET /policy/{id}/valuation/graph': (call) => {
      const answers = {
        [graphPath('one_year')]: graph(isa, 'one_year', [100_000, 90_000, 105_000]),
        [graphPath('three_months')]: graph(isa, 'three_months', [95_000, 105_000]),
        [graphPath('two_years')]: graph(isa, 'two_years', []),
      };
      const answer = answers[`GET ${call.path}`];
      return answer ? [200, answer] : [404, { message: 'Not Found' }];
    },
    'GET /policy/{id}/performance': (call) => {
      const range = call.path.match(/^\/policy\/[^/]+\/performance\?range=(\w+)$/)?.[1];
      if (!call.path.startsWith(`/policy/${isa.uuid}/`) || !range) return [404, { message: 'Not Found' }];
      return [200, performanceOver(range)];
    },
    'GET /policy/{id}/transactions': (call) =>
      call.path === `/policy/${isa.uuid}/transactions?page=1&per_page=25`
        ? [
            200,
            {
              items: [transaction('2026-11-02', 'contribution', '500.00', 'Monthly contribution')],
              total: 1,
              page: 1,
              per_page: 25,
            },
          ]
        : [404, { message: 'Not Found' }],
    'GET /provider/my-policies': (call) =>
      call.path === `/provider/my-policies?uuid=${PROVIDER.uuid}`
        ? [200, { policies: [isa, bond] }]
        : [404, { message: 'Not Found' }],
  });
}

/** The ISA's figures over a range: the fixture's year, the range's own name and growth. */
const GROWTH: Record<string, string> = {
  three_months: '1200.00',
  six_months: '-300.00',
  one_year: '8500.00',
  two_years: '15000.00',
  tax_year: '4100.00',
  since_start: '26400.00',
};
function performanceOver(range: string) {
  const base = performance(isa.uuid);
  const from = range === 'since_start' ? '2023-01-15' : '2025-11-21';
  return performance(isa.uuid, {
    period: { range: range as 'one_year', from, to: '2026-11-21' },
    waterfall: { ...base.waterfall!, opening_as_at: from, growth: GROWTH[range]! },
  });
}

const chart = () => screen.getByRole('img', { name: /^Valuation over/ });
const picker = () => screen.getByRole('radiogroup', { name: 'Period for the graph, growth and returns' });

describe('policy view', () => {
  afterEach(() => {
    // Unmount first, so no mounted query refills the cache for the next test.
    cleanup();
    queryClient.clear();
    resetSessionStores();
    plots.data = [];
    series.points = null;
  });

  it('shows the details and the latest valuation', async () => {
    api();
    renderView();
    expect(await screen.findByRole('heading', { level: 2, name: 'Stocks & Shares ISA' })).toBeTruthy();
    await screen.findByText('£105,000.00');
    expect(screen.getByText('Latest valuation')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText(isa.reference)).toBeTruthy();
    expect(within(details).getByText('15 Jan 2023')).toBeTruthy();
    const website = within(details).getByRole('link', { name: /Northgate Life/ });
    expect(website.getAttribute('href')).toBe('https://www.northgatelife.example');
    expect(website.getAttribute('target')).toBe('_blank');
  });

  it('has one picker, SPEC’s four ranges: the graph, the headline growth and the figures follow it', async () => {
    const calls = api();
    const router = renderView();
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 1 year'));
    expect(chart().getAttribute('aria-label')).toMatch(
      /£100,000\.00 on .*, £105,000\.00 on .*, a change in value of \+£5,000\.00, which includes any money paid in or taken out\.$/,
    );
    // The change in value has no percentage and no colour: a top-up is not growth.
    const change = screen.getByTestId('graph-change');
    expect(change.textContent).toMatch(
      /^Change in value: \+£5,000\.00 from the valuation of \d+ \w+ \d{4} to that of \d+ \w+ \d{4} — includes money paid in and taken out$/,
    );
    expect(change.querySelector('[class*="text-teal"], [class*="text-red"]')).toBeNull();
    // One picker on the screen, exactly SPEC's four ranges.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    const radios = within(picker()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '3m (3 months)',
      '6m (6 months)',
      '1y (1 year)',
      '2y (2 years)',
    ]);
    expect(within(picker()).getByRole('radio', { name: /^1y/, checked: true })).toBeTruthy();
    // The headline is the growth, coloured by its sign, with its dates.
    const headline = await screen.findByTestId('policy-headline');
    expect(headline.textContent).toBe('+£8,500.00');
    expect(headline.className).toContain('text-teal-200');
    expect(screen.getByTestId('policy-headline-dates').textContent).toBe('1 year: 21 Nov 2025 – 21 Nov 2026');
    expect(
      screen.getByRole('table', { name: 'Valuations over 1 year: the last of each month with one' }),
    ).toBeTruthy();

    fireEvent.click(within(picker()).getByRole('radio', { name: /^3m/ }));
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 3 months'));
    expect(calls.callsTo(graphPath('three_months'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?range=3m');
    expect(screen.getByTestId('graph-change').textContent).toContain(
      `Change in value: +£10,000.00 from the valuation of ${dayOf(daysAgo(1))} to that of ${dayOf(daysAgo(0))}`,
    );
    await waitFor(() => expect(screen.getByTestId('policy-headline').textContent).toBe('+£1,200.00'));
    const growth = await screen.findByRole('region', { name: 'Growth and returns' });
    await waitFor(() => expect(within(growth).getByTestId('policy-growth').textContent).toBe('+£1,200.00'));
    expect(within(growth).getByTestId('performance-dates').textContent).toBe(
      '3 months: 21 Nov 2025 – 21 Nov 2026',
    );
    await waitFor(() => expect(plots.data.at(-1)).toEqual([expect.any(Array), [95_000, 105_000]]));

    // A loss is drawn as one.
    fireEvent.click(within(picker()).getByRole('radio', { name: /^6m/ }));
    await waitFor(() => expect(screen.getByTestId('policy-headline').textContent).toBe('−£300.00'));
    expect(screen.getByTestId('policy-headline').className).toContain('text-red-200');

    fireEvent.click(within(picker()).getByRole('radio', { name: /^2y/ }));
    expect(await screen.findByText('No valuations to show for this period.')).toBeTruthy();
    expect(calls.callsTo(graphPath('two_years'))).toHaveLength(1);
    // The values drawn are SPEC's graph link's (above); the policy's series only lays the put-in line over
    // them, and where it fails (404 here) the graph is drawn alone.
    expect(plots.data.every((data) => (data as unknown[]).length === 2)).toBe(true);
  });

  it('lays the "What you put in" line from the policy\'s series over SPEC\'s graph: the gap at the last valuation is the growth', async () => {
    series.points = [
      { date: daysAgo(3), value: 99_000, net_paid_in: 99_000 },
      { date: daysAgo(2), value: 100_000, net_paid_in: 99_000 },
      { date: daysAgo(1), value: 90_000, net_paid_in: 99_500 },
      { date: daysAgo(0), value: 105_000, net_paid_in: 96_500 },
    ];
    const calls = api();
    renderView(`/tabs/policies/view/${isa.uuid}?range=1y`);
    await waitFor(() => expect(plots.data.at(-1)).toHaveLength(3));
    expect(plots.data.at(-1)).toEqual([
      expect.any(Array),
      [100_000, 90_000, 105_000],
      [99_000, 99_500, 96_500],
    ]);
    expect(calls.callsTo(graphPath('one_year'))).toHaveLength(1);
    // The words under the chart say the growth once; the chart's own key names the two lines.
    expect(chart().getAttribute('aria-label')).toContain('£96,500.00');
    expect(screen.queryByTestId('chart-growth')).toBeNull();
    expect(screen.getByText(/^What you put in \(the value on/)).toBeTruthy();
  });

  it('says under the graph what was put in and the growth it leaves, and what no valuation holds yet', async () => {
    api();
    renderView();
    const words = await screen.findByTestId('graph-growth');
    expect(words.textContent).toBe(
      'The value less what you put in, +£8,500.00, is the growth: £118,500.00 on 21 Nov 2026 against ' +
        '£110,000.00 put in (the value on 21 Nov 2025, plus £12,000.00 paid in, less £2,000.00 taken out).',
    );
    cleanup();
    queryClient.clear();

    mockApi({
      'GET /policy/{id}/view': [200, detail(isa)],
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 105_000, daysAgo(0))],
      'GET /policy/{id}/valuation/graph': [200, graph(isa, 'one_year', [100_000, 105_000])],
      'GET /policy/{id}/performance': [
        200,
        performance(isa.uuid, {
          waterfall: {
            ...performance(isa.uuid).waterfall!,
            opening_value: '0.00',
            opening_as_at: '2026-03-03',
            brought_in: '80000.00',
            paid_in: '0.00',
            taken_out: '0.00',
            charges: '0.00',
            closing_value: '84000.00',
            closing_valued_on: '2026-10-31',
            growth: '4000.00',
            growth_before_charges: '4000.00',
          },
          pending: { count: 1, paid_in: '300.00', taken_out: '0.00', charges: '0.00' },
        }),
      ],
    });
    renderView();
    expect((await screen.findByTestId('graph-growth')).textContent).toBe(
      'The value less what you put in, +£4,000.00, is the growth: £84,000.00 on 21 Nov 2026 against ' +
        '£80,000.00 put in (£80,000.00 brought in).',
    );
    expect(screen.getByTestId('graph-pending').textContent).toBe(
      '£300.00 paid in after the valuation of 31 Oct 2026 is not in a valuation yet.',
    );
  });

  it('opens on the period remembered from the home when SPEC’s graph has it, else on 1y', async () => {
    rememberPeriod('since_start');
    const calls = api();
    renderView();
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 1 year'));
    expect(within(picker()).getByRole('radio', { name: /^1y/, checked: true })).toBeTruthy();
    await screen.findByTestId('policy-headline');
    expect(calls.callsTo(graphPath('one_year'))).toHaveLength(1);
    cleanup();
    queryClient.clear();

    rememberPeriod('three_months');
    const again = api();
    renderView();
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 3 months'));
    expect(again.callsTo(graphPath('one_year'))).toHaveLength(0);
    // A choice here is remembered for the home.
    fireEvent.click(within(picker()).getByRole('radio', { name: /^2y/ }));
    expect(rememberedPeriod()).toBe('two_years');
  });

  it('sets the periods side by side in a table of text, each row with its dates', async () => {
    const calls = api();
    renderView();
    const table = await screen.findByRole('table', { name: /^Growth and returns over each period/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Period', 'Growth', 'TWRTime-weighted return', 'MWRMoney-weighted return']);
    await waitFor(() => expect(within(table).queryAllByText('Loading')).toHaveLength(0));
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => [th.textContent, th.closest('tr')!.querySelector('td')!.textContent]);
    expect(rows).toEqual([
      ['3 months 21 Nov 2025 – 21 Nov 2026', '+£1,200.00'],
      ['6 months 21 Nov 2025 – 21 Nov 2026', '−£300.00'],
      ['1 year 21 Nov 2025 – 21 Nov 2026', '+£8,500.00'],
      ['2 years 21 Nov 2025 – 21 Nov 2026', '+£15,000.00'],
      ['This tax year 21 Nov 2025 – 21 Nov 2026', '+£4,100.00'],
      ['Since start 15 Jan 2023 – 21 Nov 2026', '+£26,400.00'],
    ]);
    expect(within(table).getAllByText('+7.3%').length).toBeGreaterThan(0);
    // Rows are text, not controls; each range asked for once.
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).queryAllByRole('radio')).toHaveLength(0);
    for (const range of Object.keys(GROWTH))
      expect(calls.callsTo(`GET /policy/${isa.uuid}/performance?range=${range}`)).toHaveLength(1);
  });

  it('says when a closed policy closed, and how', async () => {
    api();
    mockApi({
      'GET /policy/{id}/view': [200, detail(isa)],
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 0, '2026-06-15')],
      'GET /policy/{id}/valuation/graph': [200, graph(isa, 'one_year', [19_000, 0])],
      'GET /policy/{id}/performance': [200, performance(isa.uuid, { closed_on: '2026-06-15' })],
      'GET /policy/{id}/transactions': [
        200,
        { items: [transaction('2026-06-15', 'withdrawal', '19000.00')], total: 1, page: 1, per_page: 25 },
      ],
    });
    renderView();
    const header = (await screen.findByRole('heading', { level: 2, name: 'Stocks & Shares ISA' })).closest(
      'header',
    )!;
    await waitFor(() =>
      expect(within(header).getByTestId('policy-closed').textContent).toBe(
        'Withdrawn in full on 15 Jun 2026',
      ),
    );
    expect(header.textContent).not.toContain('figures may have moved since');
  });

  it('shows growth and returns and the transactions below the graph, and the valuation’s provenance', async () => {
    api();
    renderView();
    const growth = await screen.findByRole('region', { name: 'Growth and returns' });
    expect((await within(growth).findByTestId('policy-growth')).textContent).toBe('+£8,500.00');
    expect(within(growth).getByRole('article', { name: 'Time-weighted return' })).toBeTruthy();
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    expect(await within(transactions).findByText('Monthly contribution')).toBeTruthy();
    expect(within(transactions).getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    // A daily feed, valued today.
    const header = screen.getByRole('heading', { level: 2, name: 'Stocks & Shares ISA' }).closest('header')!;
    expect(within(header).getByText(/Updated daily by Northgate Life/).textContent).toMatch(
      /^As at .* · \. Updated daily by Northgate Life$/,
    );
  });

  it('opens on the range of the address; a range SPEC’s graph does not have opens on 1y', async () => {
    const calls = api();
    renderView(`/tabs/policies/view/${isa.uuid}?range=3m`);
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('3 months'));
    expect(calls.callsTo(graphPath('one_year'))).toHaveLength(0);
    cleanup();
    queryClient.clear();
    api();
    renderView(`/tabs/policies/view/${isa.uuid}?range=start`);
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 1 year'));
  });

  it('lists the provider’s policies, each leading to its view; this one is marked', async () => {
    api();
    renderView();
    const section = await screen.findByRole('region', { name: 'Your policies with Northgate Life' });
    await within(section).findByText(bond.reference);
    expect(
      within(section)
        .getByRole('link', { name: /Investment Bond/ })
        .getAttribute('href'),
    ).toBe(`/tabs/policies/view/${bond.uuid}`);
    const current = within(section).getByText('This policy').parentElement!;
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(section).queryByRole('link', { name: /Stocks & Shares ISA/ })).toBeNull();
  });

  it('says when the policy is not the client’s (404)', async () => {
    mockApi({});
    renderView();
    expect(await screen.findByText('This policy could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All policies' }).getAttribute('href')).toBe('/tabs/policies');
  });

  it('replaces the valuation cache entry, kept under the policy id, on each fetch', async () => {
    api();
    renderView();
    await screen.findByText('£105,000.00');
    const first = queryClient.getQueryData(['valuation', isa.uuid]);
    expect(first).toMatchObject({ uuid: isa.uuid, policy_reference: isa.reference, value: 105_000 });
    await queryClient.refetchQueries({ queryKey: ['valuation', isa.uuid] });
    const second = queryClient.getQueryData(['valuation', isa.uuid]);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});
