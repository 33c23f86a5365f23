import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { addTransactions, addValuations } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';
import { auditRows } from '@/test/sign-in';

/**
 * Issue 23 through the real app: a client whose old pension was added with valuations only from 2026. Today is
 * 21 Nov 2026. The ISA was paid into from the start (£10,000 on 1 Jan 2025, worth £11,000 on 27 Nov 2025 and
 * £12,000 today); the pension was added with £30,000 (first valued 1 Mar 2026, no flow before) and is worth
 * £29,100 today. Since start the client's money grew £2,000 − £900 = £1,100: not £30,000 more.
 */
describe.each(testDatabaseKinds)('value brought in, through the app, on %s', (kind) => {
  let ctx: TestContext;
  let client: string;
  let staff: string;
  let otherStaff: string;
  const ids = { isa: '', pension: '', statements: '' };

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo, vip } = await createDemoPeople(db, new Date('2026-11-21T09:00:00Z'));
        const provider = await createProvider(db, firm.id);
        const policy = (reference: string, wrapper: 'isa' | 'personal_pension' | 'gia', startDate: string) =>
          createPolicy(db, {
            firmId: firm.id,
            clientId: demo.id,
            providerId: provider.id,
            reference,
            productType: 'Policy',
            wrapper,
            startDate,
          });
        const isa = await policy('BI-ISA', 'isa', '2025-01-01');
        await addTransactions(db, isa.id, [{ date: '2025-01-01', type: 'contribution', amount: '10000.00' }]);
        await addValuations(db, isa.id, [
          ['2025-01-01', '10000.00'],
          ['2025-11-21', '11000.00'],
          ['2026-11-21', '12000.00'],
        ]);
        const pension = await policy('BI-OLD', 'personal_pension', '2009-04-01');
        await addValuations(db, pension.id, [
          ['2026-03-01', '30000.00'],
          ['2026-11-21', '29100.00'],
        ]);
        // A provider history that starts with one flow before the first valuation: the rule does not see a
        // value brought in until staff mark it so.
        const statements = await policy('BI-GIA', 'gia', '2026-01-01');
        await addTransactions(db, statements.id, [
          { date: '2026-01-02', type: 'contribution', amount: '100.00' },
        ]);
        await addValuations(db, statements.id, [
          ['2026-02-01', '20100.00'],
          ['2026-11-21', '21100.00'],
        ]);
        Object.assign(ids, { isa: isa.id, pension: pension.id, statements: statements.id });
        // The VIP client moves £2,000 from a daily-valued GIA to an ISA: out on 5 Oct, in on 9 Oct.
        const vipPolicy = (reference: string, wrapper: 'isa' | 'gia') =>
          createPolicy(db, {
            firmId: firm.id,
            clientId: vip.id,
            providerId: provider.id,
            reference,
            productType: 'Policy',
            wrapper,
            startDate: '2025-12-01',
          });
        const from = await vipPolicy('TR-GIA', 'gia');
        await addTransactions(db, from.id, [
          { date: '2025-12-01', type: 'contribution', amount: '10000.00' },
          { date: '2026-10-05', type: 'transfer_out', amount: '2000.00', reference: 'T-1' },
        ]);
        await addValuations(db, from.id, [
          ['2026-01-01', '10000.00'],
          ['2026-10-05', '8000.00'],
        ]);
        const into = await vipPolicy('TR-ISA', 'isa');
        await addTransactions(db, into.id, [
          { date: '2025-12-01', type: 'contribution', amount: '1000.00' },
          { date: '2026-10-09', type: 'transfer_in', amount: '2000.00', reference: 'T-1' },
        ]);
        await addValuations(db, into.id, [
          ['2026-01-01', '1000.00'],
          ['2026-10-09', '3000.00'],
        ]);
      },
    });
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    otherStaff = (await tokenFor(ctx.app, (await addFirm(ctx)).admin.email)).token;
  });
  afterAll(() => ctx?.close());

  const get = async (url: string, token = client) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('leaves an added policy’s value out of the growth since start', async () => {
    const { body } = await get(`/policy/${ids.pension}/performance?range=since_start`);
    expect(body.waterfall).toMatchObject({
      opening_value: '0.00',
      opening_as_at: '2026-03-01',
      brought_in: '30000.00',
      paid_in: '0.00',
      growth: '-900.00',
      closing_as_at: '2026-11-21',
    });
    expect(body.returns.twr.cumulative).toBeCloseTo(-0.03, 12);
    expect(body.returns.days).toBe(265);
  });

  it('gives the portfolio since start the growth of the money, not of the money added', async () => {
    // Before issue 23 the same portfolio gave TWR and growth counting the £30,000 (and the GIA's £20,000) as
    // growth. Now: ISA +£2,000; pension −£900; GIA: £100 paid in, then £20,100 → £21,100: +£1,000 after a
    // first "growth" of £20,000 its history cannot explain (not yet marked): total £22,100.
    const { body } = await get('/portfolio/performance?range=since_start');
    const [gbp] = body.currencies;
    expect(gbp.waterfall).toMatchObject({ brought_in: '30000.00', paid_in: '10100.00', growth: '22100.00' });
  });

  it('lets staff mark a first valuation as brought in, audited, and shows them the client’s own figures', async () => {
    const mark = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/admin/policies/${ids.statements}`,
      headers: { authorization: `Bearer ${staff}` },
      payload: { first_value_brought_in: true },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json().first_value_brought_in).toBe(true);
    const [event] = await auditRows(ctx, 'admin.policy.update');
    expect(event?.details).toMatchObject({ fields: ['firstValueBroughtIn'] });

    // Marked: the £20,100 of 1 Feb is brought in (the £100 before it inside it): growth since start £1,000.
    const own = await get(`/policy/${ids.statements}/performance?range=since_start`);
    expect(own.body.waterfall).toMatchObject({ brought_in: '20100.00', paid_in: '0.00', growth: '1000.00' });
    const portfolio = await get('/portfolio/performance?range=since_start');
    expect(portfolio.body.currencies[0].waterfall).toMatchObject({
      brought_in: '50100.00',
      growth: '2100.00',
    });

    const seen = await get(`/admin/policies/${ids.statements}/performance?range=since_start`, staff);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(own.body);
  });

  it('carries a transfer in transit at the end of a past period that falls between its legs', async () => {
    // 1 Jan – 7 Oct 2026: £2,000 left the GIA on 5 Oct (in its valuation that day) and reaches the ISA on 9 Oct,
    // after the period: in transit, netted, not taken out. Opening £11,000; closing 8,000 + 1,000 + 2,000.
    const vipToken = (await tokenFor(ctx.app, 'vip@sextant.test')).token;
    const { body } = await get('/portfolio/performance?from=2026-01-01&to=2026-10-07', vipToken);
    const [gbp] = body.currencies;
    expect(gbp.in_transit).toBe('2000.00');
    expect(gbp.waterfall).toMatchObject({
      opening_value: '11000.00',
      closing_value: '11000.00',
      taken_out: '0.00',
      growth: '0.00',
    });
  });

  it('keeps the staff view to the policy’s firm and to staff', async () => {
    expect((await get(`/admin/policies/${ids.pension}/performance`, otherStaff)).status).toBe(404);
    expect((await get(`/admin/policies/${ids.pension}/performance`, client)).status).toBe(401);
    expect((await get(`/admin/policies/${ids.pension}/performance?range=forever`, staff)).status).toBe(422);
  });
});
