import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { daysAgo, policy, valuation } from '@/features/policies/test/fixtures';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
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

function demoApi() {
  return mockApi({
    'GET /policy': [200, { items: [isa, sipp, bond, gia] }],
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
    // Unmount first, so no mounted query refills the cache for the next test.
    cleanup();
    queryClient.clear();
  });

  it('shows the total and each policy with its latest valuation, date, source and the stale mark', async () => {
    const api = demoApi();
    renderPage();
    expect(screen.getByText('Loading your policies')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('portfolio-total').textContent).toBe('£410,000.00'));
    expect(screen.getByText('4 policies')).toBeTruthy();
    expect(cards()).toHaveLength(4);

    const first = card('Stocks & Shares ISA');
    expect(within(first).getByText('£100,000.10')).toBeTruthy();
    expect(first.textContent).toContain('provider feed');
    expect(first.textContent).toContain('As at');
    expect(within(first).getByRole('link', { name: 'Stocks & Shares ISA' }).getAttribute('href')).toBe(
      `/tabs/policies/view/${isa.uuid}`,
    );
    expect(card('Self-Invested Personal Pension').textContent).toContain('manual');

    const stale = card('General Investment Account');
    expect(stale.textContent).toContain('statement');
    expect(within(stale).getByText('Stale')).toBeTruthy();
    expect(screen.getAllByText('Stale')).toHaveLength(1);

    // Each valuation comes from the policy's own link, without the /v1 the client adds.
    expect(api.callsTo(latest(gia))).toHaveLength(1);
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

  it('says so when there are no policies', async () => {
    mockApi({ 'GET /policy': [200, { items: [] }] });
    renderPage();
    expect(await screen.findByText('You have no policies to show yet.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByTestId('portfolio-total')).toBeNull();
  });
});
