import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberPeriod } from '@/features/policies/period';
import { daysAgo, detail, graph, PROVIDER, policy, valuation } from '@/features/policies/test/fixtures';
import { performance, transaction } from '@/features/policies/test/money-fixtures';
import { queryClient } from '@/shared/query/query-client';
import { resetSessionStores } from '@/shared/session/session-stores';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { PolicyViewPage } from './policy-view-page';

// jsdom has no canvas: the chart library is replaced by a stand-in that records its data.
const plots = vi.hoisted(() => ({ data: [] as unknown[] }));
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    constructor(_options: unknown, data: unknown) {
      plots.data.push(data);
    }
    setData(data: unknown) {
      plots.data.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));

const isa = policy(1, 'Stocks & Shares ISA');
const bond = policy(3, 'Investment Bond');
const graphPath = (range: string) => `GET /policy/${isa.uuid}/valuation/graph?date_range=${range}` as const;

function renderView(path = `/tabs/policies/view/${isa.uuid}`) {
  return renderRoutes([{ path: '/tabs/policies/view/:id', Component: PolicyViewPage }], path);
}

function api() {
  return mockApi({
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
    'GET /policy/{id}/series': (call) =>
      call.path === `/policy/${isa.uuid}/series?range=since_start`
        ? [
            200,
            {
              uuid: isa.uuid,
              currency: 'GBP',
              period: { range: 'since_start', from: '2023-01-15', to: daysAgo(0) },
              points: [
                { date: '2023-01-15', value: 0, net_paid_in: 0 },
                { date: '2025-06-30', value: 20_100, net_paid_in: 19_000 },
                { date: daysAgo(0), value: 26_400, net_paid_in: 24_000 },
              ],
            },
          ]
        : [404, { message: 'Not Found' }],
    'GET /policy/{id}/performance': (call) =>
      call.path === `/policy/${isa.uuid}/performance?range=one_year`
        ? [200, performance(isa.uuid)]
        : [404, { message: 'Not Found' }],
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

const chart = () => screen.getByRole('img', { name: /^Valuation over/ });

describe('policy view', () => {
  afterEach(() => {
    // Unmount first, so no mounted query refills the cache for the next test.
    cleanup();
    queryClient.clear();
    resetSessionStores();
    plots.data = [];
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

  it('draws the graph for 1y first, then for each range chosen', async () => {
    const calls = api();
    const router = renderView();
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 1 year'));
    expect(chart().getAttribute('aria-label')).toMatch(
      /£100,000\.00 on .*, £105,000\.00 on .*, a change in value of \+£5,000\.00 \(\+5\.0%\), which includes any money paid in or taken out\.$/,
    );
    // The headline names the change in value for what it is, and does not colour it as a gain or a loss.
    const change = screen.getByTestId('graph-change');
    expect(change.textContent).toMatch(
      /^Change in value: \+£5,000\.00 \(\+5\.0%\) over 1 year, \d+ \w+ \d{4} to \d+ \w+ \d{4} — includes money paid in and taken out; see Growth below$/,
    );
    expect(change.querySelector('[class*="text-teal"], [class*="text-red"]')).toBeNull();
    const group = screen.getByRole('radiogroup', { name: 'Valuation period' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '3m (3 months)',
      '6m (6 months)',
      '1y (1 year)',
      '2y (2 years)',
      'Since start (since each policy started)',
    ]);
    expect(within(group).getByRole('radio', { name: /^1y/, checked: true })).toBeTruthy();
    // A month-end table for screen readers.
    expect(screen.getByRole('table', { name: /end of each month over 1 year/ })).toBeTruthy();

    fireEvent.click(within(group).getByRole('radio', { name: /^3m/ }));
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 3 months'));
    expect(calls.callsTo(graphPath('three_months'))).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: /^3m/, checked: true })).toBeTruthy();
    expect(router.state.location.search).toBe('?range=3m');
    expect(screen.getByTestId('graph-change').textContent).toContain(
      'Change in value: +£10,000.00 (+10.5%) over 3 months',
    );
    await waitFor(() => expect(plots.data.at(-1)).toEqual([expect.any(Array), [95_000, 105_000]]));

    fireEvent.click(within(group).getByRole('radio', { name: /^2y/ }));
    expect(await screen.findByText('No valuations to show for this period.')).toBeTruthy();
    expect(calls.callsTo(graphPath('two_years'))).toHaveLength(1);
  });

  it('draws since the start from the series call, with what was put in beside the value', async () => {
    const calls = api();
    const router = renderView();
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 1 year'));
    const group = screen.getByRole('radiogroup', { name: 'Valuation period' });
    fireEvent.click(within(group).getByRole('radio', { name: /^Since start/ }));

    await waitFor(() =>
      expect(chart().getAttribute('aria-label')).toMatch(
        /^Valuation over the life of the policy: £0\.00 on 15 Jan 2023, £26,400\.00 on .*, a change in value of \+£26,400\.00\. What you put in \(money in less money out, from 15 Jan 2023\): £24,000\.00 on .*; the value less what you put in, \+£2,400\.00, is the growth\.$/,
      ),
    );
    expect(calls.callsTo(`GET /policy/${isa.uuid}/series?range=since_start`)).toHaveLength(1);
    expect(router.state.location.search).toBe('?range=start');
    const change = screen.getByTestId('graph-change');
    expect(change.textContent).toMatch(
      /^£26,400\.00 on .*, against £24,000\.00 put in \(money in less money out, from 15 Jan 2023\) — see Growth below$/,
    );
    expect(change.querySelector('[class*="text-teal"], [class*="text-red"]')).toBeNull();
    const legend = screen.getByTestId('valuation-chart').closest('figure')!.querySelector('figcaption')!;
    expect(legend.textContent).toBe(
      'ValueWhat you put in (money in less money out, from 15 Jan 2023)The gap between the lines is the growth.',
    );
    const table = screen.getByRole('table', { name: /end of each month over the life of the policy/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Valuation', 'What you put in']);
    await waitFor(() =>
      expect(plots.data.at(-1)).toEqual([expect.any(Array), [0, 20_100, 26_400], [0, 19_000, 24_000]]),
    );

    // Back to a SPEC range: its graph call again, one line.
    fireEvent.click(within(group).getByRole('radio', { name: /^6m/ }));
    await waitFor(() => expect(calls.callsTo(graphPath('six_months'))).toHaveLength(1));
  });

  it('opens the graph on the period remembered from the home when the graph has it', async () => {
    rememberPeriod('since_start');
    const calls = api();
    renderView();
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('the life of the policy'));
    expect(calls.callsTo(graphPath('one_year'))).toHaveLength(0);
    cleanup();
    queryClient.clear();

    // The tax year is not one of the graph's: it opens on 1y, the figures below on the tax year.
    rememberPeriod('tax_year');
    const again = api();
    renderView();
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('Valuation over 1 year'));
    await waitFor(() =>
      expect(again.callsTo(`GET /policy/${isa.uuid}/performance?range=tax_year`)).toHaveLength(1),
    );
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

  it('opens on the range of the address', async () => {
    const calls = api();
    renderView(`/tabs/policies/view/${isa.uuid}?range=3m`);
    await waitFor(() => expect(chart().getAttribute('aria-label')).toContain('3 months'));
    expect(calls.callsTo(graphPath('one_year'))).toHaveLength(0);
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
