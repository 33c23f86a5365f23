import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { daysAgo, PROVIDER, policy, valuation } from '@/features/policies/test/fixtures';
import { transaction } from '@/features/policies/test/money-fixtures';
import { currencyBlock, performance, policyLine } from '@/features/policies/test/portfolio-fixtures';
import { formatDate } from '@/shared/format/money';
import { queryClient } from '@/shared/query/query-client';
import { resetSessionStores } from '@/shared/session/session-stores';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { plots } from '@/test/uplot-stand-in';
import { PoliciesPage } from './policies-page';

const isa = policy(1, 'Stocks & Shares ISA');
const sipp = policy(2, 'Self-Invested Personal Pension', {
  uuid: '10000000-0000-4000-8000-000000000002',
  name: 'Albion Platform',
});
const bond = policy(3, 'Investment Bond');
const gia = policy(4, 'General Investment Account', {
  uuid: '10000000-0000-4000-8000-000000000003',
  name: 'Kestrel Investments',
});

function renderPage(path = '/tabs/policies') {
  return renderRoutes(
    [
      { path: '/tabs/policies', Component: PoliciesPage },
      { path: '/tabs/policies/view/:id', element: <p>view</p> },
    ],
    path,
  );
}

const latest = (p: { uuid: string }) => `GET /policy/${p.uuid}/valuation/latest` as const;

/** One year's figures for the demo: the ISA grew, the SIPP fell, the bond has no start valuation. */
const oneYear = performance('one_year', [
  currencyBlock(
    'GBP',
    { growth: '23286.85', paid_in: '12000.00', taken_out: '500.00', charges: '350.20' },
    { cumulative: 0.0734, annualised: 0.0734 },
    [
      policyLine(isa, '20000.00', 0.081),
      policyLine(sipp, '-1234.50', -0.021, 'sipp'),
      policyLine(bond, null, null, 'bond'),
      policyLine(gia, '4521.35', 0.05, 'gia', {
        closing_as_at: '2026-10-14',
        provenance: { provider: 'Kestrel Investments', source: 'statement', as_at: '2026-10-14' },
      }),
    ],
  ),
]);

const series = {
  period: oneYear.period,
  currencies: [
    {
      currency: 'GBP',
      points: [
        { date: '2025-11-20', value: 375_213.15, net_paid_in: 375_213.15 },
        { date: '2026-05-20', value: 395_000, net_paid_in: 381_213.15 },
        { date: '2026-11-20', value: 410_000, net_paid_in: 386_713.15 },
      ],
    },
  ],
};

const allocation = {
  currencies: [
    {
      currency: 'GBP',
      total: '410000.00',
      as_at: '2026-10-14',
      by_provider: [
        { key: PROVIDER.uuid, name: 'Northgate Life', value: '150000.10', share: 0.3659 },
        { key: 'albion', name: 'Albion Platform', value: '250000.20', share: 0.6098 },
        { key: 'kestrel', name: 'Kestrel Investments', value: '9999.70', share: 0.0244 },
      ],
      by_wrapper: [
        { key: 'sipp', name: 'SIPP', value: '250000.20', share: 0.6098 },
        { key: 'isa', name: 'Stocks & Shares ISA', value: '100000.10', share: 0.2439 },
      ],
    },
  ],
};

function demoApi() {
  return mockApi({
    'GET /policy': [200, { items: [isa, sipp, bond, gia] }],
    'GET /portfolio/performance': [200, oneYear],
    'GET /portfolio/series': [200, series],
    'GET /portfolio/allocation': [200, allocation],
    'GET /policy/{id}/valuation/latest': (call) => {
      const [valued] = [
        valuation(isa, 100_000.1, daysAgo(0)),
        valuation(sipp, 250_000.2, daysAgo(1), 'manual'),
        valuation(bond, 50_000, daysAgo(0), 'feed'),
        valuation(gia, 9_999.7, daysAgo(40), 'statement'),
      ].filter((one) => call.path === `/policy/${one.uuid}/valuation/latest`);
      return valued ? [200, valued] : [404, { message: 'Not Found' }];
    },
  });
}

const cards = () => screen.getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('policies tab', () => {
  afterEach(() => {
    // Unmount first, so no mounted query refills the cache for the next test; forget the period chosen.
    cleanup();
    queryClient.clear();
    resetSessionStores();
    plots.data = [];
  });

  it('shows the total and each policy with its latest valuation and, in words, where it comes from', async () => {
    const api = demoApi();
    renderPage();
    expect(screen.getByText('Loading your portfolio')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('portfolio-total').textContent).toBe('£410,000.00'));
    // The cards' module loads beside the data.
    await waitFor(() => expect(cards()).toHaveLength(4));
    // The total says the dates it rests on, once the figures are in.
    await waitFor(() =>
      expect(screen.getByTestId('portfolio-dates').textContent).toBe(
        '3 policies valued 20 Nov 2026; 1 from its statement of 14 Oct 2026',
      ),
    );

    const first = card('Stocks & Shares ISA');
    expect(within(first).getByText('£100,000.10')).toBeTruthy();
    // Where each figure comes from, in words: no "provider feed", no "Stale".
    expect(first.textContent).toContain('Updated daily by Northgate Life');
    expect(first.textContent).toContain(`As at ${formatDate(daysAgo(0))}`);
    expect(within(first).getByRole('link', { name: 'Stocks & Shares ISA' }).getAttribute('href')).toBe(
      `/tabs/policies/view/${isa.uuid}`,
    );
    expect(card('Self-Invested Personal Pension').textContent).toContain(
      `Entered by your adviser on ${formatDate(daysAgo(1))}`,
    );
    expect(card('General Investment Account').textContent).toContain(
      `Last statement ${formatDate(daysAgo(40))} — figures may have moved since`,
    );
    expect(screen.queryByText(/Stale|provider feed/)).toBeNull();

    // Each valuation comes from the policy's own link, without the /v1 the client adds.
    expect(api.callsTo(latest(gia))).toHaveLength(1);
  });

  it('waits for the to-do before drawing the total, so its arrival never pushes the screen down', async () => {
    let answer: (value: [200, { items: unknown[] }]) => void = () => {};
    const todo = new Promise<[200, { items: unknown[] }]>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /policy': [200, { items: [isa] }],
      'GET /action': () => todo as never,
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 1_000, daysAgo(0))],
    });
    renderPage();
    await waitFor(() => expect(screen.getByText('Loading your portfolio')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('portfolio-total')).toBeNull();
    answer([
      200,
      {
        items: [
          {
            kind: 'messages',
            count: 1,
            subject: null,
            title: 'A reply from your adviser',
            detail: 'Read it',
          },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'To do' })).toBeTruthy());
    expect(screen.getByTestId('portfolio-total')).toBeTruthy();
  });

  it('does not hold the screen for a to-do that failed', async () => {
    mockApi({
      'GET /policy': [200, { items: [isa] }],
      'GET /action': [500, { message: 'Internal Server Error' }],
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 1_000, daysAgo(0))],
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('portfolio-total').textContent).toBe('£1,000.00'));
    expect(screen.queryByRole('region', { name: 'To do' })).toBeNull();
  });

  it('leaves a missing valuation out of the total and says so', async () => {
    mockApi({
      'GET /policy': [200, { items: [isa, bond] }],
      'GET /policy/{id}/valuation/latest': (call) =>
        call.path.includes(bond.uuid)
          ? [404, { message: 'Not Found' }]
          : [200, valuation(isa, 1_000, daysAgo(0))],
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('portfolio-total').textContent).toBe('£1,000.00'));
    expect(screen.getByText(/1 valuation not available, not included/)).toBeTruthy();
    expect(within(card('Investment Bond')).getByText('No valuation available yet.')).toBeTruthy();
  });

  it('filters by reference, product type or provider, and keeps the search in the address', async () => {
    demoApi();
    const router = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const search = screen.getByRole('searchbox', { name: 'Search policies' });

    fireEvent.change(search, { target: { value: 'kestrel' } });
    expect(cards().map((c) => c.getAttribute('aria-labelledby'))).toEqual([`policy-${gia.uuid}`]);
    expect(screen.getByText('1 of 4 policies shown')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?q=kestrel'));

    fireEvent.change(search, { target: { value: 'HV-0103' } });
    expect(cards()).toHaveLength(1);
    expect(card('Investment Bond')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No policies match “nothing like it”.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0]!);
    expect(cards()).toHaveLength(4);
    // The total is the whole portfolio's, whatever the search.
    expect(screen.getByTestId('portfolio-total').textContent).toBe('£410,000.00');
  });

  it('opens with the search of the address', async () => {
    demoApi();
    renderPage('/tabs/policies?q=isa');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('isa');
  });

  it('shows the growth over the period in money, the time-weighted return, and each policy’s growth', async () => {
    const api = demoApi();
    renderPage();
    const growth = await screen.findByTestId('growth-GBP');
    expect(growth.textContent).toContain('Growth over 1 year +£23,286.85');
    expect(screen.getByTestId('growth-dates-GBP').textContent).toBe('1 year: 20 Nov 2025 – 20 Nov 2026');
    // A gain in the gain colour of the navy panel.
    expect(within(growth).getByText('+£23,286.85').className).toContain('text-teal-200');
    expect(growth.textContent).toContain('Time-weighted return +7.3% (+7.3% a year)');
    expect(growth.textContent).toContain('Paid in £12,000.00');
    expect(growth.textContent).toContain('Taken out £500.00');
    expect(growth.textContent).toContain('Charges taken from your policies £350.20');
    expect(growth.textContent).not.toContain('Brought in');
    expect(screen.queryByTestId('in-transit-GBP')).toBeNull();

    // One call for every card's growth, not one per card.
    expect(api.callsTo('GET /portfolio/performance?range=one_year')).toHaveLength(1);
    await waitFor(() =>
      expect(card('Stocks & Shares ISA').textContent).toContain('Growth over 1 year +£20,000.00'),
    );
    expect(card('Stocks & Shares ISA').textContent).toContain('+8.1% time-weighted return');
    // Each policy's figure says its dates, as the total's do.
    expect(within(card('Stocks & Shares ISA')).getByTestId('policy-growth-dates').textContent).toBe(
      '1 year: 20 Nov 2025 – 20 Nov 2026',
    );
    expect(card('Self-Invested Personal Pension').textContent).toContain('−£1,234.50');
    expect(card('Investment Bond').textContent).toContain('Growth over 1 year: not available');
    expect(card('Investment Bond').textContent).not.toContain('0.0%');
  });

  it('says why the time-weighted return is missing instead of showing 0%, and marks money not yet valued under the chart', async () => {
    mockApi({
      'GET /policy': [200, { items: [isa] }],
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 1_000, daysAgo(0))],
      'GET /portfolio/series': [200, series],
      'GET /portfolio/performance': [
        200,
        performance('one_year', [
          currencyBlock(
            'GBP',
            { growth: '0.00' },
            { cumulative: null, reason: 'There is no valuation on or before 20 November 2025.' },
            [policyLine(isa, '0.00', null)],
            { count: 2, paid_in: '400.00', taken_out: '0.00', charges: '12.50' },
          ),
        ]),
      ],
    });
    renderPage();
    const growth = await screen.findByTestId('growth-GBP');
    expect(growth.textContent).toContain(
      'Time-weighted return: not available. There is no valuation on or before 20 November 2025.',
    );
    expect(growth.textContent).not.toMatch(/\d%/);
    expect((await screen.findByTestId('chart-pending')).textContent).toBe(
      '£400.00 paid in and £12.50 in charges are not in a valuation yet.',
    );
  });

  it('gives each currency its own total and growth, never added together', async () => {
    const euro = { ...gia, currency: 'EUR' };
    mockApi({
      'GET /policy': [200, { items: [isa, euro] }],
      'GET /policy/{id}/valuation/latest': (call) =>
        call.path.includes(isa.uuid)
          ? [200, valuation(isa, 1_000, daysAgo(0))]
          : [200, { ...valuation(euro, 2_000, daysAgo(0)), currency: 'EUR' }],
      'GET /portfolio/performance': [
        200,
        performance('one_year', [
          currencyBlock('GBP', { growth: '100.00' }, { cumulative: 0.1 }, [policyLine(isa, '100.00', 0.1)]),
          currencyBlock('EUR', { growth: '-50.00' }, { cumulative: -0.024 }, [
            policyLine(euro, '-50.00', -0.024, 'gia'),
          ]),
        ]),
      ],
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('portfolio-total').textContent).toBe('£1,000.00'));
    expect(screen.getByText('and €2,000.00')).toBeTruthy();
    const pounds = await screen.findByRole('region', { name: 'Growth in GBP' });
    const euros = screen.getByRole('region', { name: 'Growth in EUR' });
    expect(pounds.textContent).toContain('+£100.00');
    expect(pounds.textContent).toContain('+10.0%');
    expect(euros.textContent).toContain('−€50.00');
    expect(euros.textContent).toContain('−2.4%');
    await waitFor(() => expect(card('General Investment Account').textContent).toContain('−€50.00'));
  });

  it('measures over the period chosen, and remembers it for the next screen', async () => {
    const api = mockApi({
      'GET /policy': [200, { items: [isa] }],
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 1_000, daysAgo(0))],
      'GET /portfolio/performance?range=one_year': [200, oneYear],
      'GET /portfolio/performance?range=since_start': [
        200,
        performance('since_start', [currencyBlock('GBP', { growth: '51000.00' }, { cumulative: 0.42 })]),
      ],
      'GET /portfolio/series': [200, series],
    });
    renderPage();
    expect((await screen.findByTestId('growth-GBP')).textContent).toContain('Growth over 1 year');
    const picker = screen.getByRole('radiogroup', { name: 'Period' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      '3m (3 months)',
      '6m (6 months)',
      '1y (1 year)',
      '2y (2 years)',
      'Tax year (so far, from 6 April)',
      'Since start (since each policy started)',
    ]);
    expect(within(picker).getByRole('radio', { name: /^1y/, checked: true })).toBeTruthy();

    fireEvent.click(within(picker).getByRole('radio', { name: /^Since start/ }));
    await waitFor(() =>
      expect(screen.getByTestId('growth-GBP').textContent).toContain('Growth since the start +£51,000.00'),
    );
    expect(screen.getByRole('heading', { name: 'Portfolio value since the start' })).toBeTruthy();
    expect(api.callsTo('GET /portfolio/series?range=since_start')).toHaveLength(1);

    // Another screen (the policy view, or this one again) opens on the same period.
    cleanup();
    queryClient.clear();
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('growth-GBP').textContent).toContain('Growth since the start'),
    );
    expect(screen.getByRole('radio', { name: /^Since start/, checked: true })).toBeTruthy();
    expect(api.callsTo('GET /portfolio/performance?range=one_year')).toHaveLength(1);
  });

  it('draws the portfolio’s value with what was put in, and says the gap is the growth shown above', async () => {
    demoApi();
    renderPage();
    // By test id and within the figure: role queries over the whole home are slow in jsdom.
    const chart = await screen.findByTestId('valuation-chart');
    expect(chart.getAttribute('aria-label')).toMatch(/^Valuation over 1 year/);
    expect(chart.getAttribute('aria-label')).toContain(
      'What you put in (the value on 20 Nov 2025, plus money brought in or paid in, less money taken out since): ' +
        '£386,713.15 on 20 Nov 2026; the value less what you put in, +£23,286.85, is the growth.',
    );
    expect(screen.getByTestId('chart-dates-GBP').textContent).toBe('1 year: 20 Nov 2025 – 20 Nov 2026');
    // The chart's words and the growth figure are the same amount.
    const gap = screen.getByTestId('chart-growth').textContent!;
    expect(gap).toBe('The value less what you put in, +£23,286.85, is the growth.');
    expect((await screen.findByTestId('growth-GBP')).textContent).toContain('+£23,286.85');
    expect(screen.queryByTestId('chart-pending')).toBeNull();
    const table = chart.closest('figure')!.querySelector('table')!;
    expect(table.caption?.textContent).toBe('Valuations over 1 year: the last of each month with one');
    expect(table.rows).toHaveLength(4);
    expect(within(table).getByText('£381,213.15')).toBeTruthy();
    await waitFor(() =>
      expect(plots.data.at(-1)).toEqual([
        expect.any(Array),
        [375_213.15, 395_000, 410_000],
        [375_213.15, 381_213.15, 386_713.15],
      ]),
    );
  });

  it('names what was brought in, never as growth, and money in transit between the client’s policies', async () => {
    mockApi({
      'GET /policy': [200, { items: [isa, sipp] }],
      'GET /policy/{id}/valuation/latest': (call) =>
        call.path.includes(isa.uuid)
          ? [200, valuation(isa, 84_000, daysAgo(0))]
          : [200, valuation(sipp, 0, '2026-06-15')],
      'GET /portfolio/performance': [
        200,
        performance('since_start', [
          currencyBlock(
            'GBP',
            { growth: '4000.00', brought_in: '80000.00', in_transit: '2000.00' },
            { cumulative: 0.05 },
            [
              policyLine(isa, '4000.00', 0.05),
              policyLine(sipp, '-120.00', -0.01, 'sipp', {
                closed_on: '2026-06-15',
                closing_as_at: '2026-06-15',
              }),
            ],
          ),
        ]),
      ],
      'GET /policy/{id}/transactions': [
        200,
        {
          items: [{ ...transaction('2026-06-15', 'transfer_out', '19500.00') }],
          total: 1,
          page: 1,
          per_page: 25,
        },
      ],
    });
    renderPage();
    const growth = await screen.findByTestId('growth-GBP');
    expect(screen.getByTestId('brought-in-GBP').textContent).toBe(
      'Brought in £80,000.00: the value it had when it was added to your portfolio — not growth',
    );
    expect(growth.textContent).toContain('+£4,000.00');
    expect(screen.getByTestId('in-transit-GBP').textContent).toBe(
      '£2,000.00 in transit between your policies',
    );
    // The closed pension never dates the total, and says how it closed.
    expect(screen.getByTestId('portfolio-dates').textContent).toBe('1 policy valued 20 Nov 2026');
    const closed = card('Self-Invested Personal Pension');
    await waitFor(() =>
      expect(within(closed).getByTestId('policy-closed').textContent).toBe('Transferred out on 15 Jun 2026'),
    );
    expect(closed.textContent).not.toContain('Entered by your adviser');
  });

  it('puts the total and its growth first on a phone, the to-do one line below it', async () => {
    mockApi({
      'GET /policy': [200, { items: [isa] }],
      'GET /action': [
        200,
        {
          items: ['a', 'b', 'c', 'd'].map((subject) => ({
            kind: 'messages',
            count: 1,
            subject: `${subject}0000000-0000-4000-8000-000000000001`,
            title: `Thread ${subject}`,
            detail: 'Read it',
          })),
        },
      ],
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 1_000, daysAgo(0))],
    });
    renderPage();
    const total = await screen.findByRole('region', { name: 'Total portfolio value' });
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(total.compareDocumentPosition(todo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(todo).getByRole('button', { name: 'To do 4 things' })).toBeTruthy();
    expect(within(todo).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows where the money is, by provider and by type of account, and leads to the allowances', async () => {
    demoApi();
    renderPage();
    const where = await screen.findByRole('region', { name: 'Where your money is' });
    await waitFor(() => expect(within(where).getByRole('heading', { name: 'By provider' })).toBeTruthy());
    const providers = within(where).getAllByRole('list')[0]!;
    expect(
      within(providers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Northgate Life£150,000.10 · , 36.6%',
      'Albion Platform£250,000.20 · , 61.0%',
      'Kestrel Investments£9,999.70 · , 2.4%',
    ]);
    expect(within(where).getByRole('heading', { name: 'By type of account' })).toBeTruthy();
    expect(where.textContent).toContain('SIPP£250,000.20');
    // What the split rests on, as the total says it, once the figures are in.
    await waitFor(() =>
      expect(where.textContent).toContain(
        '£410,000.00: 3 policies valued 20 Nov 2026; 1 from its statement of 14 Oct 2026',
      ),
    );

    const link = screen.getByRole('link', { name: /^Allowances & charges/ });
    expect(link.getAttribute('href')).toBe('/tabs/policies/allowances');
  });

  it('says so when the money figures cannot be had, and keeps the rest', async () => {
    mockApi({
      'GET /policy': [200, { items: [isa] }],
      'GET /policy/{id}/valuation/latest': [200, valuation(isa, 1_000, daysAgo(0))],
      'GET /portfolio/performance': [404, { message: 'Not Found' }],
      'GET /portfolio/series': [200, { period: oneYear.period, currencies: [] }],
      'GET /portfolio/allocation': [200, { currencies: [] }],
    });
    renderPage();
    expect(await screen.findByText('Growth is not available right now.')).toBeTruthy();
    expect(await screen.findByText('No valuations to show for this period.')).toBeTruthy();
    expect(await screen.findByText('There are no valuations to split up yet.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('portfolio-total').textContent).toBe('£1,000.00'));
    expect(within(card('Stocks & Shares ISA')).queryByText(/Growth/)).toBeNull();
  });

  it('says so when there are no policies', async () => {
    const api = mockApi({ 'GET /policy': [200, { items: [] }] });
    renderPage();
    expect(await screen.findByText('You have no policies to show yet.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByTestId('portfolio-total')).toBeNull();
    // Nothing to measure: no money calls, no empty chart or allocation.
    expect(screen.queryByRole('region', { name: 'Where your money is' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/portfolio'))).toHaveLength(0);
  });
});
