import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople, createPerson } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { addTransactions, addValuations } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';

/**
 * demo@'s portfolio, measured on 21 Nov 2026 (the test clock); one year = 21 Nov 2025 to 21 Nov 2026.
 * - ISA (feed): opening valuation on the period's first day, a contribution on that day (inside the opening
 *   value), one on a valuation day, a Bed & ISA transfer in on a day without a valuation, a charge, a
 *   contribution on the closing valuation's day and one the day after (not yet in a valuation).
 * - GIA (statement, sparse valuations): the Bed & ISA transfer out (same day, amount and reference) and a
 *   withdrawal; its opening valuation is before the period.
 * - SIPP (feed) starting inside the period, a contribution in March 2026 (tax year 2025-26) whose relief
 *   arrives in April 2026 (tax year 2026-27).
 * - Bond in EUR, no flows: a second currency.
 * vip@ has a policy of their own (404 for demo@); empty@ has none.
 */
async function seedPortfolio(db: Database) {
  const { firm, terms, demo, vip } = await createDemoPeople(db, new Date('2026-11-21T09:00:00Z'));
  const empty = await createPerson(db, {
    firm,
    email: 'empty@sextant.test',
    acceptedTermsId: terms.id,
  });
  const northgate = await createProvider(db, firm.id, { name: 'Northgate Life' });
  const harbour = await createProvider(db, firm.id, { name: 'Harbour Platform' });
  const policy = (values: Parameters<typeof createPolicy>[1]) => createPolicy(db, values);
  const base = { firmId: firm.id, clientId: demo.id, productType: 'Investment' };

  const isa = await policy({
    ...base,
    providerId: northgate.id,
    reference: 'T-ISA',
    wrapper: 'isa',
    startDate: '2024-01-01',
  });
  await addValuations(db, isa.id, [
    ['2025-11-01', '10000.00'],
    ['2025-11-21', '10100.00'],
    ['2026-02-01', '11000.00'],
    ['2026-06-01', '17500.00'],
    ['2026-11-20', '18000.00'],
  ]);
  await addTransactions(db, isa.id, [
    { date: '2025-11-21', type: 'contribution', amount: '500.00' },
    { date: '2026-02-01', type: 'contribution', amount: '1000.00', description: '=SUM(A1) monthly' },
    {
      date: '2026-05-10',
      type: 'transfer_in',
      amount: '5000.00',
      reference: 'BANDI-1',
      description: 'Bed & ISA',
    },
    { date: '2026-06-01', type: 'charge', amount: '50.00', description: 'Adviser charge, "annual"' },
    { date: '2026-11-20', type: 'contribution', amount: '200.00' },
    { date: '2026-11-21', type: 'contribution', amount: '300.00' },
  ]);

  const gia = await policy({
    ...base,
    providerId: harbour.id,
    reference: 'T-GIA',
    wrapper: 'gia',
    startDate: '2023-01-01',
  });
  await addValuations(
    db,
    gia.id,
    [
      ['2025-09-30', '20000.00'],
      ['2026-03-31', '21000.00'],
      ['2026-09-30', '16500.00'],
    ],
    { source: 'statement' },
  );
  await addTransactions(db, gia.id, [
    {
      date: '2026-05-10',
      type: 'transfer_out',
      amount: '5000.00',
      reference: 'BANDI-1',
      description: 'Bed & ISA',
    },
    { date: '2026-07-15', type: 'withdrawal', amount: '1000.00', source: 'statement' },
  ]);

  const sipp = await policy({
    ...base,
    providerId: northgate.id,
    reference: 'T-SIPP',
    wrapper: 'sipp',
    startDate: '2026-03-01',
  });
  await addValuations(db, sipp.id, [
    ['2026-03-01', '800.00'],
    ['2026-04-30', '1850.00'],
    ['2026-11-21', '2000.00'],
  ]);
  await addTransactions(db, sipp.id, [
    { date: '2026-03-01', type: 'contribution', amount: '800.00' },
    { date: '2026-03-20', type: 'contribution', amount: '800.00' },
    { date: '2026-04-20', type: 'tax_relief', amount: '200.00' },
  ]);

  const bond = await policy({
    ...base,
    providerId: harbour.id,
    reference: 'T-BOND',
    wrapper: 'bond',
    currency: 'EUR',
    startDate: '2020-01-01',
  });
  await addValuations(
    db,
    bond.id,
    [
      ['2025-11-01', '5000.00'],
      ['2026-11-01', '5200.00'],
    ],
    { currency: 'EUR' },
  );

  const other = await policy({
    ...base,
    clientId: vip.id,
    providerId: harbour.id,
    reference: 'T-VIP',
    wrapper: 'isa',
  });
  await addValuations(db, other.id, [['2026-11-01', '100.00']]);
  await addTransactions(db, other.id, [{ date: '2026-11-01', type: 'contribution', amount: '100.00' }]);

  return { isa: isa.id, gia: gia.id, sipp: sipp.id, bond: bond.id, other: other.id, empty: empty.id };
}

describe.each(testDatabaseKinds)('the client’s money on %s', (kind) => {
  let ctx: TestContext;
  let ids: Awaited<ReturnType<typeof seedPortfolio>>;
  let demo: string;
  let empty: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        ids = await seedPortfolio(db);
      },
    });
    demo = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    empty = (await tokenFor(ctx.app, 'empty@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  const get = (url: string, token = demo) =>
    ctx.app.inject({ url: `/v1${url}`, headers: { authorization: `Bearer ${token}` } });
  const json = async (url: string, token = demo) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const csv = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    return { res, rows: parse(res.body, { bom: true }) as string[][] };
  };

  describe('transactions', () => {
    it('lists a policy’s transactions newest first, paged, with type and date filters', async () => {
      const page = await json(`/policy/${ids.isa}/transactions?per_page=2`);
      expect(page).toMatchObject({ total: 6, page: 1, per_page: 2 });
      expect(page.items.map((t: { date: string }) => t.date)).toEqual(['2026-11-21', '2026-11-20']);
      expect(page.items[0]).toMatchObject({
        type: 'contribution',
        amount: '300.00',
        currency: 'GBP',
        source: 'feed',
      });

      const last = await json(`/policy/${ids.isa}/transactions?per_page=2&page=3`);
      expect(last.items.map((t: { date: string }) => t.date)).toEqual(['2026-02-01', '2025-11-21']);

      const contributions = await json(
        `/policy/${ids.isa}/transactions?type=contribution&from=2026-01-01&to=2026-11-20`,
      );
      expect(contributions.total).toBe(2);
      expect(contributions.items.map((t: { amount: string }) => t.amount)).toEqual(['200.00', '1000.00']);

      const transfer = await json(`/policy/${ids.isa}/transactions?type=transfer_in`);
      expect(transfer.items).toEqual([
        expect.objectContaining({ reference: 'BANDI-1', description: 'Bed & ISA', amount: '5000.00' }),
      ]);
      expect((await json(`/policy/${ids.bond}/transactions`)).items).toEqual([]);
    });

    it('refuses bad filters with 422', async () => {
      for (const query of [
        'type=gift',
        'from=2026-13-01',
        'from=2026-06-01&to=2026-05-01',
        'per_page=101',
        'page=0',
      ]) {
        const res = await get(`/policy/${ids.isa}/transactions?${query}`);
        expect(res.statusCode, query).toBe(422);
      }
      expect(
        (await get(`/policy/${ids.isa}/transactions?from=2026-06-01&to=2026-05-01`)).json().errors,
      ).toHaveProperty('to');
    });
  });

  describe('CSV exports', () => {
    it('exports a policy’s transactions, oldest first, formula-safe, as a download', async () => {
      const { res, rows } = await csv(`/policy/${ids.isa}/transactions.csv`);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="transactions-T-ISA-2026-11-21.csv"',
      );
      expect(res.body.startsWith('\uFEFFdate,type,amount,currency,source,description,reference\r\n')).toBe(
        true,
      );
      expect(rows[0]).toEqual(['date', 'type', 'amount', 'currency', 'source', 'description', 'reference']);
      expect(rows.slice(1).map((row) => row[0])).toEqual([
        '2025-11-21',
        '2026-02-01',
        '2026-05-10',
        '2026-06-01',
        '2026-11-20',
        '2026-11-21',
      ]);
      expect(rows[2]).toEqual([
        '2026-02-01',
        'contribution',
        '1000.00',
        'GBP',
        'feed',
        "'=SUM(A1) monthly",
        '',
      ]);
      expect(rows[4]![5]).toBe('Adviser charge, "annual"');

      const filtered = await csv(`/policy/${ids.isa}/transactions.csv?type=charge`);
      expect(filtered.rows).toHaveLength(2);
      expect((await get(`/policy/${ids.isa}/transactions.csv?type=gift`)).statusCode).toBe(422);
    });

    it('exports every valuation and transaction of the client between two dates', async () => {
      const { res, rows } = await csv('/portfolio/statement.csv?from=2026-05-01&to=2026-06-30');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="statement-2026-05-01-to-2026-06-30.csv"',
      );
      expect(rows).toEqual([
        [
          'policy_reference',
          'provider',
          'date',
          'kind',
          'type',
          'amount',
          'currency',
          'source',
          'description',
          'reference',
        ],
        [
          'T-GIA',
          'Harbour Platform',
          '2026-05-10',
          'transaction',
          'transfer_out',
          '5000.00',
          'GBP',
          'feed',
          'Bed & ISA',
          'BANDI-1',
        ],
        [
          'T-ISA',
          'Northgate Life',
          '2026-05-10',
          'transaction',
          'transfer_in',
          '5000.00',
          'GBP',
          'feed',
          'Bed & ISA',
          'BANDI-1',
        ],
        ['T-ISA', 'Northgate Life', '2026-06-01', 'valuation', '', '17500.00', 'GBP', 'feed', '', ''],
        [
          'T-ISA',
          'Northgate Life',
          '2026-06-01',
          'transaction',
          'charge',
          '50.00',
          'GBP',
          'feed',
          'Adviser charge, "annual"',
          '',
        ],
      ]);
      const none = await csv('/portfolio/statement.csv?from=2010-01-01&to=2010-12-31');
      expect(none.rows).toHaveLength(1);
      for (const query of ['', 'from=2026-01-01', 'from=2026-06-01&to=2026-05-01', 'from=x&to=2026-01-01']) {
        const bad = await get(`/portfolio/statement.csv?${query}`);
        expect(bad.statusCode, query).toBe(422);
        expect(bad.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  });

  it('answers 404 for another client’s policy, or one that does not exist, on every policy call', async () => {
    for (const id of [ids.other, '00000000-0000-4000-8000-000000000000'])
      for (const call of ['performance', 'series', 'transactions', 'transactions.csv']) {
        const res = await get(`/policy/${id}/${call}`);
        expect(res.statusCode, call).toBe(404);
        expect(res.json()).toMatchObject({ name: 'Not Found', message: expect.stringContaining('Policy') });
      }
    expect((await get('/policy/not-a-uuid/performance')).statusCode).toBe(422);
    void empty;
  });
});
