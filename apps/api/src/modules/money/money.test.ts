import { STATEMENT_EXPORT_HEADER } from '@sextant/contracts/money';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { createTestContext, openApiDocument, type TestContext } from '@/test/context';
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

  // moved@: an old pension transferred out in full on 15 Jun 2026, after its last valuation (31 May), and
  // an ISA. The pension holds nothing now: closed, out of the allocation.
  const moved = await createPerson(db, { firm, email: 'moved@sextant.test', acceptedTermsId: terms.id });
  const movedBase = {
    firmId: firm.id,
    clientId: moved.id,
    providerId: harbour.id,
    productType: 'Investment',
  };
  const pension = await policy({
    ...movedBase,
    reference: 'T-OLD',
    wrapper: 'sipp',
    startDate: '2020-01-01',
  });
  await addValuations(db, pension.id, [['2026-05-31', '19500.00']], { source: 'statement' });
  await addTransactions(db, pension.id, [{ date: '2026-06-15', type: 'transfer_out', amount: '19500.00' }]);
  const kept = await policy({ ...movedBase, reference: 'T-KEPT', wrapper: 'isa', startDate: '2020-01-01' });
  await addValuations(db, kept.id, [['2026-11-20', '10000.00']]);

  return {
    isa: isa.id,
    gia: gia.id,
    sipp: sipp.id,
    bond: bond.id,
    other: other.id,
    empty: empty.id,
    pension: pension.id,
  };
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

  /** Net present value of dated flows at an annual rate, actual/365: zero at the flows' XIRR. */
  const npv = (rate: number, flows: [string, number][]) =>
    flows.reduce(
      (sum, [date, amount]) =>
        sum + amount / (1 + rate) ** ((Date.parse(date) - Date.parse(flows[0]![0])) / 86_400_000 / 365),
      0,
    );
  const zero = (type: string) => [type, '0.00'];
  const byType = (amounts: Record<string, string>) => ({
    ...Object.fromEntries(
      ['contribution', 'withdrawal', 'charge', 'tax_relief', 'transfer_in', 'transfer_out', 'income'].map(
        zero,
      ),
    ),
    ...amounts,
  });

  describe('policy performance', () => {
    it('measures a year from the opening to the closing valuation: flows on both ends, pending after, mixed TWR', async () => {
      const answer = await json(`/policy/${ids.isa}/performance`);
      expect(answer).toMatchObject({
        uuid: ids.isa,
        currency: 'GBP',
        wrapper: 'isa',
        period: { range: 'one_year', from: '2025-11-21', to: '2026-11-21' },
        reason: null,
        provenance: { provider: 'Northgate Life', source: 'feed', as_at: '2026-11-20' },
      });
      // The contribution on the opening day is inside the opening value; the one on the closing day counts.
      expect(answer.waterfall).toEqual({
        opening_value: '10100.00',
        opening_as_at: '2025-11-21',
        closing_value: '18000.00',
        closing_as_at: '2026-11-21',
        closing_valued_on: '2026-11-20',
        brought_in: '0.00',
        paid_in: '6200.00',
        taken_out: '0.00',
        charges: '50.00',
        growth: '1700.00',
        growth_before_charges: '1750.00',
        by_type: byType({ contribution: '1200.00', transfer_in: '5000.00', charge: '50.00' }),
      });
      expect(answer.pending).toEqual({ count: 1, paid_in: '300.00', taken_out: '0.00', charges: '0.00' });

      // Chained at 1 Feb (a valuation that day), Modified Dietz over the transfer of 10 May (none that day).
      const { returns } = answer;
      // A year is the period's 365 days, to its end, not to its last valuation (364 before issue 23).
      expect(returns).toMatchObject({ basis: 'annualised_and_cumulative', days: 365 });
      expect(returns.twr.method).toBe('mixed');
      expect(returns.twr.cumulative).toBeCloseTo(
        (10_000 / 10_100) * (1 + 1500 / (11_000 + (5000 * 22) / 120)) * (17_800 / 17_500) - 1,
        9,
      );
      expect(returns.twr.annualised).toBeCloseTo(returns.twr.cumulative, 12);
      const annual = returns.mwr.annualised;
      expect((1 + annual) ** (365 / 365) - 1).toBeCloseTo(returns.mwr.cumulative, 12);
      const flows: [string, number][] = [
        ['2025-11-21', -10_100],
        ['2026-02-01', -1000],
        ['2026-05-10', -5000],
        ['2026-11-20', -200],
        ['2026-11-21', 18_000],
      ];
      expect(Math.abs(npv(annual, flows))).toBeLessThan(1e-4);
    });

    it('measures a statement-only policy by Modified Dietz between its sparse valuations', async () => {
      const answer = await json(`/policy/${ids.gia}/performance`);
      expect(answer.waterfall).toMatchObject({
        opening_value: '20000.00',
        opening_as_at: '2025-11-21',
        closing_value: '16500.00',
        closing_as_at: '2026-11-21',
        closing_valued_on: '2026-09-30',
        paid_in: '0.00',
        taken_out: '6000.00',
        growth: '2500.00',
      });
      expect(answer.provenance).toEqual({
        provider: 'Harbour Platform',
        source: 'statement',
        as_at: '2026-09-30',
      });
      const { returns } = answer;
      expect(returns).toMatchObject({ basis: 'annualised_and_cumulative', days: 365 });
      expect(returns.twr.method).toBe('modified_dietz');
      const twr = 1.05 * (1 + 1500 / (21_000 - (5000 * 143) / 183 - (1000 * 77) / 183)) - 1;
      expect(returns.twr.cumulative).toBeCloseTo(twr, 9);
      expect(returns.twr.annualised).toBeCloseTo(twr, 9);
      expect(answer.pending).toEqual({ count: 0, paid_in: '0.00', taken_out: '0.00', charges: '0.00' });
    });

    it('opens a policy that starts inside the period at nothing, its first contribution paid in', async () => {
      const answer = await json(`/policy/${ids.sipp}/performance`);
      expect(answer.waterfall).toMatchObject({
        closing_value: '2000.00',
        closing_as_at: '2026-11-21',
        paid_in: '1800.00',
        growth: '200.00',
      });
      expect(answer.waterfall.opening_value).toBe('0.00');
      const since = await json(`/policy/${ids.sipp}/performance?range=since_start`);
      expect(since.period).toEqual({ range: 'since_start', from: '2026-03-01', to: '2026-11-21' });
      expect(since.waterfall).toMatchObject({
        opening_value: '0.00',
        paid_in: '1800.00',
        growth: '200.00',
      });
    });

    it('takes a custom period and the tax year, and answers a period with no data with a reason', async () => {
      const custom = await json(`/policy/${ids.isa}/performance?from=2026-02-01&to=2026-06-01`);
      expect(custom.period).toEqual({ range: 'custom', from: '2026-02-01', to: '2026-06-01' });
      expect(custom.waterfall).toMatchObject({
        opening_value: '11000.00',
        opening_as_at: '2026-02-01',
        closing_value: '17500.00',
        closing_as_at: '2026-06-01',
        paid_in: '5000.00',
        growth: '1500.00',
        growth_before_charges: '1550.00',
      });
      expect(custom.returns.twr.method).toBe('modified_dietz');
      expect(custom.returns.twr.cumulative).toBeCloseTo(1500 / (11_000 + (5000 * 22) / 120), 9);

      const taxYear = await json(`/policy/${ids.isa}/performance?range=tax_year`);
      expect(taxYear.period).toEqual({ range: 'tax_year', from: '2026-04-06', to: '2026-11-21' });
      expect(taxYear.waterfall).toMatchObject({ opening_value: '11000.00', opening_as_at: '2026-04-06' });

      const none = await json(`/policy/${ids.isa}/performance?from=2010-01-01&to=2010-12-31`);
      expect(none.waterfall).toBeNull();
      expect(none.returns).toBeNull();
      expect(none.reason).toEqual(expect.any(String));
      expect(none.provenance).toBeNull();
    });

    it('answers a second currency in its own', async () => {
      const answer = await json(`/policy/${ids.bond}/performance`);
      expect(answer.currency).toBe('EUR');
      expect(answer.waterfall).toMatchObject({
        growth: '200.00',
        closing_value: '5200.00',
        closing_as_at: '2026-11-21',
        closing_valued_on: '2026-11-01',
      });
      expect(answer.returns.twr.cumulative).toBeCloseTo(0.04, 12);
    });

    it('refuses bad periods with 422', async () => {
      for (const query of [
        'range=forever',
        'from=2026-06-01&to=2026-05-01',
        'to=2026-05-01',
        'from=2026-02-30',
      ])
        for (const call of ['performance', 'series']) {
          const res = await get(`/policy/${ids.isa}/${call}?${query}`);
          expect(res.statusCode, `${call}?${query}`).toBe(422);
        }
      for (const query of ['range=forever', 'from=2026-06-01&to=2026-05-01'])
        for (const call of ['performance', 'series'])
          expect((await get(`/portfolio/${call}?${query}`)).statusCode, `${call}?${query}`).toBe(422);
    });
  });

  describe('portfolio performance', () => {
    it('sums the policies per currency, the Bed & ISA transfer netted out of paid in and taken out', async () => {
      const answer = await json('/portfolio/performance');
      expect(answer.period).toEqual({ range: 'one_year', from: '2025-11-21', to: '2026-11-21' });
      expect(answer.currencies.map((c: { currency: string }) => c.currency)).toEqual(['GBP', 'EUR']);
      const [gbp, eur] = answer.currencies;
      expect(gbp.waterfall).toMatchObject({
        paid_in: '3000.00',
        taken_out: '1000.00',
        charges: '50.00',
        growth: '4400.00',
        growth_before_charges: '4450.00',
        closing_value: '36500.00',
      });
      expect(gbp.pending).toEqual({ count: 1, paid_in: '300.00', taken_out: '0.00', charges: '0.00' });
      expect(gbp.returns.twr.cumulative).toEqual(expect.any(Number));
      const lines = Object.fromEntries(gbp.policies.map((p: { reference: string }) => [p.reference, p]));
      expect(Object.keys(lines).sort()).toEqual(['T-GIA', 'T-ISA', 'T-SIPP']);
      expect(lines['T-ISA']).toMatchObject({
        uuid: ids.isa,
        provider: 'Northgate Life',
        wrapper: 'isa',
        growth: '1700.00',
        closing_value: '18000.00',
        closing_as_at: '2026-11-20',
        provenance: { source: 'feed', as_at: '2026-11-20' },
      });
      expect(lines['T-ISA'].twr).toBeCloseTo(0.133836460569, 9);
      // Each line says the dates its growth is over: the year, or from the SIPP's first money (1 Mar 2026).
      expect([lines['T-ISA'].growth_from, lines['T-ISA'].growth_to]).toEqual(['2025-11-21', '2026-11-21']);
      expect([lines['T-SIPP'].growth_from, lines['T-SIPP'].growth_to]).toEqual(['2026-03-01', '2026-11-21']);
      expect(lines['T-GIA']).toMatchObject({ growth: '2500.00', provenance: { source: 'statement' } });
      expect(eur.waterfall).toMatchObject({ growth: '200.00', paid_in: '0.00' });
      expect(eur.policies.map((p: { uuid: string }) => p.uuid)).toEqual([ids.bond]);
    });

    it('answers a client without policies, and a period before any data', async () => {
      expect(await json('/portfolio/performance', empty)).toMatchObject({ currencies: [] });
      const old = await json('/portfolio/performance?from=2010-01-01&to=2010-12-31');
      for (const block of old.currencies) {
        expect(block.returns).toBeNull();
        expect(block.reason).toEqual(expect.any(String));
      }
    });
  });

  describe('series', () => {
    it('draws a policy’s daily values and cumulative net paid in, at most 400 points', async () => {
      const answer = await json(`/policy/${ids.isa}/series?range=two_years`);
      expect(answer).toMatchObject({ uuid: ids.isa, currency: 'GBP', period: { from: '2024-11-21' } });
      const { points } = answer;
      expect(points.length).toBeLessThanOrEqual(400);
      expect(points.at(-1)).toMatchObject({ date: '2026-11-21', value: 18_000 });
      const dates = points.map((p: { date: string }) => p.date);
      expect([...dates].sort()).toEqual(dates);
      const since = await json(`/policy/${ids.isa}/series?range=since_start`);
      expect(since.period.from).toBe('2024-01-01');
      expect(since.points.length).toBeLessThanOrEqual(400);

      // A short period is drawn day by day: the transfer of 10 May is paid in that day and carried into the
      // value from then until the valuation of 1 June, which holds it (calc/carry.ts). What was put in starts
      // at the opening value, so at the end value − put in is the growth: £1,500.
      const short = await json(`/policy/${ids.isa}/series?from=2026-05-01&to=2026-06-10`);
      expect(short.points).toHaveLength(41);
      const at = (date: string) => short.points.find((p: { date: string }) => p.date === date);
      expect(at('2026-05-01')).toEqual({ date: '2026-05-01', value: 11_000, net_paid_in: 11_000 });
      expect(at('2026-05-09')).toEqual({ date: '2026-05-09', value: 11_000, net_paid_in: 11_000 });
      expect(at('2026-05-10')).toEqual({ date: '2026-05-10', value: 16_000, net_paid_in: 16_000 });
      expect(at('2026-06-01')).toEqual({ date: '2026-06-01', value: 17_500, net_paid_in: 16_000 });
      expect(at('2026-06-10')).toEqual({ date: '2026-06-10', value: 17_500, net_paid_in: 16_000 });
    });

    it('draws the portfolio per currency', async () => {
      const answer = await json('/portfolio/series');
      expect(answer.currencies.map((c: { currency: string }) => c.currency)).toEqual(['GBP', 'EUR']);
      expect(answer.currencies[0].points.at(-1)).toMatchObject({ date: '2026-11-21', value: 36_500 });
      expect(answer.currencies[1].points.at(-1)).toMatchObject({ value: 5200 });
      expect(await json('/portfolio/series', empty)).toMatchObject({ currencies: [] });
    });
  });

  describe('allocation, allowances and costs', () => {
    it('allocates the latest values by provider and by wrapper, per currency', async () => {
      const { currencies } = await json('/portfolio/allocation');
      expect(currencies).toHaveLength(2);
      const [gbp, eur] = currencies;
      expect(gbp).toMatchObject({ currency: 'GBP', total: '36500.00', as_at: '2026-09-30' });
      const slices = (list: { name: string; value: string; share: number }[]) =>
        Object.fromEntries(list.map((slice) => [slice.name, [slice.value, slice.share]]));
      expect(slices(gbp.by_provider)).toEqual({
        'Northgate Life': ['20000.00', expect.closeTo(20_000 / 36_500, 9)],
        'Harbour Platform': ['16500.00', expect.closeTo(16_500 / 36_500, 9)],
      });
      expect(gbp.by_wrapper.map((slice: { key: string; value: string }) => [slice.key, slice.value])).toEqual(
        expect.arrayContaining([
          ['isa', '18000.00'],
          ['gia', '16500.00'],
          ['sipp', '2000.00'],
        ]),
      );
      expect(eur).toMatchObject({ currency: 'EUR', total: '5200.00', as_at: '2026-11-01' });
      expect(await json('/portfolio/allocation', empty)).toEqual({ currencies: [] });
    });

    it('leaves out a policy emptied by a transfer out after its last valuation, as its figures call it closed', async () => {
      const moved = (await tokenFor(ctx.app, 'moved@sextant.test')).token;
      expect((await json(`/policy/${ids.pension}/performance`, moved)).closed_on).toBe('2026-06-15');
      const [gbp] = (await json('/portfolio/allocation', moved)).currencies;
      expect(gbp).toMatchObject({ currency: 'GBP', total: '10000.00', as_at: '2026-11-20' });
      expect(gbp.by_wrapper.map((slice: { key: string }) => slice.key)).toEqual(['isa']);
    });

    it('counts ISA subscriptions (the Bed & ISA transfer in too) and gross pension contributions by tax year', async () => {
      const current = await json('/portfolio/allowances');
      expect(current).toMatchObject({ tax_year: '2026-27', from: '2026-04-06', to: '2027-04-05' });
      expect(current.isa).toMatchObject({ allowance: '20000.00', used: '5500.00', remaining: '14500.00' });
      expect(current.isa.policies).toEqual([
        expect.objectContaining({
          uuid: ids.isa,
          reference: 'T-ISA',
          provider: 'Northgate Life',
          used: '5500.00',
        }),
      ]);
      // The relief of 20 April 2026 belongs to the contribution of 20 March: tax year 2025-26.
      expect(current.pension).toMatchObject({ allowance: '60000.00', used: '0.00', tax_relief: '0.00' });

      const last = await json('/portfolio/allowances?tax_year=2025-26');
      expect(last.isa).toMatchObject({ used: '1500.00' });
      expect(last.pension).toMatchObject({
        allowance: '60000.00',
        contributions: '1600.00',
        tax_relief: '200.00',
        used: '1800.00',
        remaining: '58200.00',
      });
      expect(last.note).toEqual(expect.stringContaining('carry-forward'));

      const empties = await json('/portfolio/allowances?tax_year=2022-23', empty);
      expect(empties.pension).toMatchObject({ allowance: '40000.00', used: '0.00', policies: [] });
      for (const year of ['2026-28', '26-27', '1999-00', '2005-06'])
        expect((await get(`/portfolio/allowances?tax_year=${year}`)).statusCode, year).toBe(422);
    });

    it('totals the charges of a tax year and their share of the average daily value', async () => {
      const last = await json('/portfolio/costs');
      expect(last).toMatchObject({ tax_year: '2025-26', from: '2025-04-06', to: '2026-04-05' });
      expect(last.note).toEqual(expect.any(String));
      const gbpLast = last.currencies.find((c: { currency: string }) => c.currency === 'GBP');
      expect(gbpLast.charges).toBe('0.00');

      const current = await json('/portfolio/costs?tax_year=2026-27');
      const gbp = current.currencies.find((c: { currency: string }) => c.currency === 'GBP');
      expect(gbp.charges).toBe('50.00');
      const isa = gbp.policies.find((p: { uuid: string }) => p.uuid === ids.isa);
      // 56 days at 11,000.00, 172 at 17,500.00 and 2 at 18,000.00, up to today.
      expect(isa).toMatchObject({ reference: 'T-ISA', charges: '50.00', average_value: '15921.74' });
      expect(isa.percent).toBeCloseTo(50 / (3_662_000 / 230), 9);
      expect(gbp.percent).toBeGreaterThan(0);
      expect(await json('/portfolio/costs', empty)).toMatchObject({ currencies: [] });
      expect((await get('/portfolio/costs?tax_year=2026')).statusCode).toBe(422);
    });
  });

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
      expect(
        res.body.startsWith('\uFEFFdate,type,amount,currency,source,description,reference,charge_kind\r\n'),
      ).toBe(true);
      expect(rows[0]).toEqual([
        'date',
        'type',
        'amount',
        'currency',
        'source',
        'description',
        'reference',
        'charge_kind',
      ]);
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
        '',
      ]);
      expect(rows[4]![5]).toBe('Adviser charge, "annual"');
      // A charge written without a kind is of kind other.
      expect(rows[4]![7]).toBe('other');

      const filtered = await csv(`/policy/${ids.isa}/transactions.csv?type=charge`);
      expect(filtered.rows).toHaveLength(2);
      expect((await get(`/policy/${ids.isa}/transactions.csv?type=gift`)).statusCode).toBe(422);
    });

    it('exports every valuation and transaction of the client between two dates', async () => {
      const { res, rows } = await csv('/portfolio/statement.csv?from=2026-05-01&to=2026-06-30');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="statement-2026-05-01-to-2026-06-30.csv"',
      );
      const lines = rows.filter((row) => row[3] !== 'total');
      expect(lines).toEqual([
        [...STATEMENT_EXPORT_HEADER],
        // The GIA's leg is after its last statement (31 March): pending; the ISA's is in its 1 June valuation.
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
          'pending',
          '',
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
          'counted',
          '',
        ],
        ['T-ISA', 'Northgate Life', '2026-06-01', 'valuation', '', '17500.00', 'GBP', 'feed', '', '', '', ''],
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
          'counted',
          'other',
        ],
      ]);
      // It ends with each policy's waterfall for the period, equal to the policy's own figures.
      const totals = rows.filter((row) => row[3] === 'total');
      for (const [reference, id] of Object.entries({
        'T-ISA': ids.isa,
        'T-GIA': ids.gia,
        'T-BOND': ids.bond,
      })) {
        const { waterfall } = await json(`/policy/${id}/performance?from=2026-05-01&to=2026-06-30`);
        const own = totals.filter((row) => row[0] === reference);
        expect(Object.fromEntries(own.map((row) => [row[4], row[5]])), reference).toEqual({
          opening_value: waterfall.opening_value,
          brought_in: waterfall.brought_in,
          paid_in: waterfall.paid_in,
          taken_out: waterfall.taken_out,
          charges: waterfall.charges,
          growth: waterfall.growth,
          closing_value: waterfall.closing_value,
        });
        expect(own.every((row) => row[2] === '2026-06-30')).toBe(true);
      }
      // A flow of the opening valuation's day is inside that value: marked so, and left out of the totals.
      const opening = await csv('/portfolio/statement.csv?from=2025-11-21&to=2025-12-31');
      const isaFlows = opening.rows.filter((row) => row[0] === 'T-ISA' && row[3] === 'transaction');
      expect(isaFlows.map((row) => [row[2], row[4], row[5], row[10]])).toEqual([
        ['2025-11-21', 'contribution', '500.00', 'in_opening_valuation'],
      ]);
      const isaTotals = opening.rows.filter((row) => row[0] === 'T-ISA' && row[3] === 'total');
      expect(Object.fromEntries(isaTotals.map((row) => [row[4], row[5]]))).toMatchObject({
        opening_value: '10100.00',
        paid_in: '0.00',
      });
      const none = await csv('/portfolio/statement.csv?from=2010-01-01&to=2010-12-31');
      expect(none.rows).toHaveLength(1);
      for (const query of ['', 'from=2026-01-01', 'from=2026-06-01&to=2026-05-01', 'from=x&to=2026-01-01']) {
        const bad = await get(`/portfolio/statement.csv?${query}`);
        expect(bad.statusCode, query).toBe(422);
        expect(bad.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  });

  it('answers the edges of what a client may send without failing', async () => {
    const calls = [
      '/portfolio/performance?from=1900-01-01&to=2100-12-31',
      '/portfolio/series?from=2100-01-01',
      '/portfolio/performance?range=since_start',
      `/policy/${ids.isa}/performance?from=2100-12-31`,
      `/policy/${ids.gia}/series?from=1900-01-01&to=1900-01-01`,
      `/policy/${ids.isa}/transactions?page=100000`,
      '/portfolio/allowances?tax_year=2100-01',
      '/portfolio/allowances?tax_year=2011-12',
      '/portfolio/costs?tax_year=2100-01',
      '/portfolio/costs?tax_year=2000-01',
      '/portfolio/statement.csv?from=1900-01-01&to=2100-12-31',
    ];
    for (const url of calls) expect((await get(url)).statusCode, url).toBe(200);
    const since = await json('/portfolio/performance?range=since_start', empty);
    expect(since).toMatchObject({ period: { from: '2026-11-21', to: '2026-11-21' }, currencies: [] });
  });

  it('documents the exports as text/csv and their refusals as JSON', async () => {
    const doc = await openApiDocument(ctx.app);
    for (const path of ['/v1/portfolio/statement.csv', '/v1/policy/{id}/transactions.csv']) {
      const { responses } = doc.paths[path].get;
      expect(Object.keys(responses['200'].content)).toEqual(['text/csv']);
      expect(Object.keys(responses['422'].content)).toEqual(['application/json']);
    }
  });

  it('answers 404 for another client’s policy, or one that does not exist, on every policy call', async () => {
    for (const id of [ids.other, '00000000-0000-4000-8000-000000000000'])
      for (const call of ['performance', 'series', 'transactions', 'transactions.csv']) {
        const res = await get(`/policy/${id}/${call}`);
        expect(res.statusCode, call).toBe(404);
        expect(res.json()).toMatchObject({ name: 'Not Found', message: expect.stringContaining('Policy') });
      }
    expect((await get('/policy/not-a-uuid/performance')).statusCode).toBe(422);
  });
});
