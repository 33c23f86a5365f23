import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { PolicyPage } from './policy-page';

const ID = '00000000-0000-4000-8000-0000000000c1';
const policy = {
  uuid: ID,
  reference: 'TRY-0001',
  product_type: 'Flexible ISA',
  start_date: '2026-01-05',
  currency: 'GBP',
  wrapper: 'isa',
  first_value_brought_in: false,
  client: { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Ada Lovelace', email: 'ada@example.test' },
  provider: { uuid: '00000000-0000-4000-8000-0000000000b1', name: 'Northgate Life' },
  latest_valuation: null,
  valuation_count: 0,
  created_at: '2026-01-05T09:00:00.000Z',
};
const transaction = (id: string, changes: Record<string, unknown> = {}) => ({
  uuid: `00000000-0000-4000-8000-0000000000${id}`,
  policy_uuid: ID,
  date: '2026-11-03',
  type: 'contribution',
  amount: '500.00',
  currency: 'GBP',
  source: 'statement',
  description: 'Monthly contribution',
  reference: 'TRY-C-1',
  charge_kind: null,
  created_at: '2026-11-04T09:00:00.000Z',
  updated_at: null,
  ...changes,
});
const page = <Row,>(items: Row[]) => [200, { items, total: items.length, page: 1, per_page: 25 }] as const;
const base = {
  [`GET /admin/policies/${ID}`]: [200, policy],
  'GET /admin/policies/{id}/valuations': page([]),
  'GET /admin/policies/{id}/performance': [
    200,
    { uuid: ID, currency: 'GBP', waterfall: null, returns: null, reason: 'No valuation yet.' },
  ],
} as const;

function renderPage(search = '') {
  return renderRoutes(
    [{ path: '/admin/policies/:id', Component: PolicyPage }],
    `/admin/policies/${ID}${search}`,
  );
}

const transactionsTable = async () => screen.findByRole('table', { name: 'Transactions' });

describe('back-office policy page', () => {
  afterEach(() => queryClient.clear());

  it('shows the wrapper, an empty transactions list, and filters by type', async () => {
    const api = mockApi({ ...base, 'GET /admin/policies/{id}/transactions': page([]) });
    renderPage();
    await screen.findByText('Stocks & Shares ISA', { selector: 'dd' });
    await screen.findByText(/No transactions yet/);
    screen.getByRole('link', { name: 'import a transactions file' });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'charge' } });
    await screen.findByText('No transactions of the type “Charge”.');
    expect(api.calls.map((call) => call.path).filter((path) => path.includes('/transactions'))).toEqual([
      `/admin/policies/${ID}/transactions?sort=date&order=desc&page=1&per_page=25`,
      `/admin/policies/${ID}/transactions?sort=date&order=desc&page=1&per_page=25&type=charge`,
    ]);
  });

  it('changes the wrapper alone in the policy form', async () => {
    const api = mockApi({
      ...base,
      'GET /admin/policies/{id}/transactions': page([]),
      'GET /admin/policies/options': [200, { clients: [policy.client], providers: [policy.provider] }],
      [`PATCH /admin/policies/${ID}`]: [200, { ...policy, wrapper: 'sipp' }],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const wrapper = await screen.findByLabelText('Wrapper');
    expect((wrapper as HTMLSelectElement).value).toBe('isa');
    fireEvent.change(wrapper, { target: { value: 'sipp' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(api.callsTo(`PATCH /admin/policies/${ID}`).map((call) => call.body)).toEqual([
      { wrapper: 'sipp' },
    ]);
    await screen.findByText('SIPP', { selector: 'dd' });
  });

  it('ticks the mark on the first valuation, saved alone, and asks for the client’s figures again', async () => {
    const api = mockApi({
      ...base,
      'GET /admin/policies/{id}/transactions': page([]),
      'GET /admin/policies/options': [200, { clients: [policy.client], providers: [policy.provider] }],
      [`PATCH /admin/policies/${ID}`]: [200, { ...policy, first_value_brought_in: true }],
    });
    renderPage();
    await screen.findByText('Brought in only when no payment comes on or before it', { selector: 'dd' });
    await screen.findByText(/No figures for 1 year: No valuation yet\./);
    const figureCalls = () => api.calls.filter((call) => call.path.includes('/performance')).length;
    expect(figureCalls()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const mark = (await screen.findByRole('checkbox', {
      name: 'The first valuation is money brought in',
    })) as HTMLInputElement;
    expect(mark.checked).toBe(false);
    const hint = document.getElementById(mark.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(
      'Tick when the provider’s history starts with a few payments before the first valuation, and that valuation is what the policy held when it was added. Without it, a first valuation with no payment on or before it is brought in by itself.',
    );
    fireEvent.click(mark);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(api.callsTo(`PATCH /admin/policies/${ID}`).map((call) => call.body)).toEqual([
      { first_value_brought_in: true },
    ]);
    await screen.findByText('Marked as money brought in', { selector: 'dd' });
    await vi.waitFor(() => expect(figureCalls()).toBe(2));
  });

  it('opens the form on the mark when an import preview’s link asks for it', async () => {
    const api = mockApi({
      ...base,
      [`GET /admin/policies/${ID}`]: [200, { ...policy, first_value_brought_in: true }],
      'GET /admin/policies/{id}/transactions': page([]),
      'GET /admin/policies/options': [200, { clients: [policy.client], providers: [policy.provider] }],
    });
    const router = renderPage('?edit=brought-in');
    const mark = (await screen.findByRole('checkbox', {
      name: 'The first valuation is money brought in',
    })) as HTMLInputElement;
    expect(mark.checked).toBe(true);
    await vi.waitFor(() => expect(document.activeElement).toBe(mark));
    // Nothing changed: nothing is sent, the form closes and the address forgets the question.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(api.callsTo(`PATCH /admin/policies/${ID}`)).toHaveLength(0);
    await screen.findByText('Marked as money brought in', { selector: 'dd' });
    expect(router.state.location.search).toBe('');
  });

  it('adds a transaction by hand, with the server’s field errors on the form', async () => {
    let rows: ReturnType<typeof transaction>[] = [];
    const api = mockApi({
      ...base,
      'GET /admin/policies/{id}/transactions': () => page(rows),
      [`POST /admin/policies/${ID}/transactions`]: [
        [422, { message: 'Invalid', errors: { date: ['The date cannot be in the future.'] } }],
        () => {
          rows = [transaction('e1', { source: 'manual', reference: null, description: '' })];
          return [201, rows[0]!];
        },
      ],
    });
    renderPage();
    await screen.findByText(/No transactions yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    const add = within(dialog).getByRole('button', { name: 'Add transaction' });
    await act(async () => fireEvent.click(add));
    within(dialog).getByText('Enter the date.');
    expect(api.callsTo(`POST /admin/policies/${ID}/transactions`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2027-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'contribution' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (GBP)'), { target: { value: '500.00' } });
    await act(async () => fireEvent.click(add));
    await within(dialog).findByText('The date cannot be in the future.');

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-03' } });
    await act(async () => fireEvent.click(add));
    expect(api.callsTo(`POST /admin/policies/${ID}/transactions`)[1]!.body).toEqual({
      date: '2026-11-03',
      type: 'contribution',
      amount: '500.00',
      description: '',
      reference: null,
      charge_kind: null,
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = await transactionsTable();
    await within(table).findByRole('cell', { name: '£500.00' });
    within(table).getByRole('cell', { name: 'Manual' });
  });

  it('asks a charge’s kind, sends it, and shows it in the table; another type sends none', async () => {
    let rows: ReturnType<typeof transaction>[] = [];
    const api = mockApi({
      ...base,
      'GET /admin/policies/{id}/transactions': () => page(rows),
      [`POST /admin/policies/${ID}/transactions`]: () => {
        rows = [transaction('k1', { type: 'charge', amount: '90.00', charge_kind: 'adviser_ongoing' })];
        return [201, rows[0]!];
      },
    });
    renderPage();
    await screen.findByText(/No transactions yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    expect(within(dialog).queryByLabelText('Kind of charge')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-03' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'charge' } });
    const kind = (await within(dialog).findByLabelText('Kind of charge')) as HTMLSelectElement;
    expect(kind.value).toBe('other');
    expect([...kind.options].map((option) => option.text)).toEqual([
      'Choose the kind',
      'Adviser’s ongoing fee',
      'Adviser’s initial fee',
      'Platform charge',
      'Product charge',
      'Other charge',
    ]);
    fireEvent.change(kind, { target: { value: 'adviser_ongoing' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (GBP)'), { target: { value: '90' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' })));
    expect(api.callsTo(`POST /admin/policies/${ID}/transactions`)[0]!.body).toMatchObject({
      type: 'charge',
      charge_kind: 'adviser_ongoing',
    });
    const table = await transactionsTable();
    await within(table).findByRole('cell', { name: 'ChargeAdviser’s ongoing fee' });
  });

  it('changes only the fields edited, and deletes after asking', async () => {
    let rows = [transaction('e1'), transaction('e2', { type: 'charge', amount: '7.50', reference: null })];
    const api = mockApi({
      ...base,
      'GET /admin/policies/{id}/transactions': () => page(rows),
      'PATCH /admin/transactions/{id}': (call) => {
        rows = rows.map((row) => (call.path.endsWith(row.uuid) ? { ...row, amount: '550.00' } : row));
        return [200, rows[0]!];
      },
      'DELETE /admin/transactions/{id}': (call) => {
        const gone = rows.find((row) => call.path.endsWith(row.uuid))!;
        rows = rows.filter((row) => row !== gone);
        return [200, gone];
      },
    });
    renderPage();
    const table = await transactionsTable();
    await within(table).findByRole('cell', { name: '£500.00' });

    fireEvent.click(
      within(table).getByRole('button', { name: 'Change Contribution of £500.00 on 3 Nov 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change transaction' });
    expect((within(dialog).getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('TRY-C-1');
    fireEvent.change(within(dialog).getByLabelText('Amount (GBP)'), { target: { value: '550.00' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' })));
    const patched = api.callsTo(`PATCH /admin/transactions/${transaction('e1').uuid}`);
    expect(patched.map((call) => call.body)).toEqual([{ amount: '550.00' }]);
    await within(table).findByRole('cell', { name: '£550.00' });

    fireEvent.click(within(table).getByRole('button', { name: 'Delete Charge of £7.50 on 3 Nov 2026' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete this transaction?' });
    within(question).getByText(/Charge of £7\.50 on 3 Nov 2026\. The client’s figures stop counting it/);
    expect(api.callsTo(`DELETE /admin/transactions/${transaction('e2').uuid}`)).toHaveLength(0);
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Delete' })));
    expect(api.callsTo(`DELETE /admin/transactions/${transaction('e2').uuid}`)).toHaveLength(1);
    await vi.waitFor(() => expect(within(table).queryByRole('cell', { name: '£7.50' })).toBeNull());
    within(table).getByRole('cell', { name: '£550.00' });
  });
});
