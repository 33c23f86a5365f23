import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transaction } from '@/features/policies/test/money-fixtures';
import { setSessionSource } from '@/shared/http/client';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { TransactionsSection } from './transactions-section';

const ID = '00000000-0000-4000-8000-000000000001';
const LIST = `/policy/${ID}/transactions` as const;

const ROWS = [
  transaction('2026-11-02', 'contribution', '500.00', 'Monthly contribution'),
  transaction('2026-10-15', 'charge', '25.50', 'Albion platform, October', 'platform'),
  transaction('2026-09-01', 'withdrawal', '1000.00'),
];

function renderSection() {
  return renderRoutes(
    [{ path: '/', element: <TransactionsSection policyId={ID} reference="HV-0101-ISA" /> }],
    '/',
  );
}

const page = (items: typeof ROWS, total = items.length, number = 1) => ({
  items,
  total,
  page: number,
  per_page: 25,
});

const list = () => screen.getByRole('list', { name: 'Transactions, newest first' });

describe('a policy’s transactions', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it('lists them newest first, money in and out signed', async () => {
    mockApi({ [`GET ${LIST}?page=1&per_page=25` as const]: [200, page(ROWS)] });
    renderSection();
    await screen.findByText('Monthly contribution');
    const rows = within(list())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      'ContributionMonthly contribution2 Nov 2026+£500.00',
      'Platform chargeAlbion platform, October15 Oct 2026−£25.50',
      'Withdrawal1 Sept 2026−£1,000.00',
    ]);
    expect(screen.getByText('3 transactions')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    mockApi({ [`GET ${LIST}?page=1&per_page=25` as const]: [200, page([])] });
    renderSection();
    expect(await screen.findByText('No transactions recorded for this policy yet.')).toBeTruthy();
  });

  it('filters by type and dates, each change from the first page, and refuses an end before the start', async () => {
    const api = mockApi({
      [`GET ${LIST}?page=1&per_page=25` as const]: [200, page(ROWS)],
      [`GET ${LIST}?type=charge&page=1&per_page=25` as const]: [200, page([ROWS[1]!])],
      [`GET ${LIST}?type=charge&from=2026-10-01&page=1&per_page=25` as const]: [200, page([])],
    });
    renderSection();
    await screen.findByText('3 transactions');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'charge' } });
    await screen.findByText('1 transaction');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-30' } });
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    // No call for dates the server would refuse.
    expect(api.calls.map((call) => call.path)).toEqual([
      `${LIST}?page=1&per_page=25`,
      `${LIST}?type=charge&page=1&per_page=25`,
      `${LIST}?type=charge&from=2026-10-01&page=1&per_page=25`,
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('3 transactions');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('');
  });

  it('goes through the pages, older and newer', async () => {
    const older = [transaction('2024-01-02', 'contribution', '100.00', 'The oldest')];
    const api = mockApi({
      [`GET ${LIST}?page=1&per_page=25` as const]: [200, page(ROWS, 26)],
      [`GET ${LIST}?page=2&per_page=25` as const]: [200, page(older, 26, 2)],
    });
    renderSection();
    expect(await screen.findByText('26 transactions, page 1 of 2')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect((within(pages).getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('The oldest')).toBeTruthy();
    expect(screen.getByText('26 transactions, page 2 of 2')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: 'Newer' }));
    await screen.findByText('Monthly contribution');
    expect(api.callsTo(`GET ${LIST}?page=2&per_page=25`)).toHaveLength(1);
  });

  describe('export', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      setSessionSource({ token: () => 'session-token', signedIn: () => true });
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });
    afterEach(() => {
      setSessionSource({ token: () => null, signedIn: () => false });
      vi.restoreAllMocks();
    });

    it('downloads the CSV with the session and the filters shown', async () => {
      const api = mockApi({
        [`GET ${LIST}?page=1&per_page=25` as const]: [200, page(ROWS)],
        [`GET ${LIST}?type=charge&page=1&per_page=25` as const]: [200, page([ROWS[1]!])],
        [`GET ${LIST}?type=charge&from=2026-10-01&page=1&per_page=25` as const]: [200, page([ROWS[1]!])],
        [`GET ${LIST}?type=charge&from=2026-10-01&to=2026-10-31&page=1&per_page=25` as const]: [
          200,
          page([ROWS[1]!]),
        ],
        'GET /policy/{id}/transactions.csv': [200],
      });
      renderSection();
      await screen.findByText('3 transactions');
      fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'charge' } });
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
      await screen.findByText('1 transaction');

      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['HV-0101-ISA-transactions.csv']));
      const [csv] = api.calls.filter((call) => call.path.includes('.csv'));
      expect(csv?.path).toBe(`/policy/${ID}/transactions.csv?type=charge&from=2026-10-01&to=2026-10-31`);
      expect(csv?.headers.authorization).toBe('Bearer session-token');
    });

    it('says when the download failed', async () => {
      mockApi({
        [`GET ${LIST}?page=1&per_page=25` as const]: [200, page(ROWS)],
        'GET /policy/{id}/transactions.csv': [404, { message: 'Not Found' }],
      });
      renderSection();
      await screen.findByText('3 transactions');
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The CSV could not be downloaded. Please try again.',
      );
      expect(saved).toEqual([]);
    });
  });
});
