import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { addTransactions, addValuations } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';

/**
 * Amounts no input accepts (every one is capped at 10 whole digits), written straight into the database:
 * - demo@'s policy holds numeric(16,2)'s largest value, past 2^53 pence, and a contribution as large;
 * - vip@'s two policies each hold 50,000,000,000,000.00 (5e15 pence, exact alone), whose sum is not exact.
 */
async function seed(db: Database) {
  const { firm, demo, vip } = await createDemoPeople(db, new Date('2026-11-21T09:00:00Z'));
  const provider = await createProvider(db, firm.id, { name: 'Northgate Life' });
  const policy = (clientId: string, reference: string) =>
    createPolicy(db, {
      firmId: firm.id,
      clientId,
      providerId: provider.id,
      reference,
      productType: 'Investment',
      wrapper: 'isa',
      startDate: '2025-01-01',
    });
  const huge = await policy(demo.id, 'HUGE-1');
  await addValuations(db, huge.id, [
    ['2025-01-01', '1000.00'],
    ['2026-11-20', '99999999999999.99'],
  ]);
  await addTransactions(db, huge.id, [
    { date: '2026-06-01', type: 'contribution', amount: '99999999999999.99' },
  ]);
  const halves = [await policy(vip.id, 'HALF-1'), await policy(vip.id, 'HALF-2')];
  for (const half of halves)
    await addValuations(db, half.id, [
      ['2025-01-01', '50000000000000.00'],
      ['2026-11-20', '50000000000000.00'],
    ]);
  return { huge: huge.id, half: halves[0]!.id };
}

describe.each(testDatabaseKinds)('amounts past exact arithmetic, stored directly, on %s', (kind) => {
  let ctx: TestContext;
  let ids: Awaited<ReturnType<typeof seed>>;
  let demo: string;
  let vip: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        ids = await seed(db);
      },
    });
    demo = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    vip = (await tokenFor(ctx.app, 'vip@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  const get = (url: string, token: string) =>
    ctx.app.inject({ url: `/v1${url}`, headers: { authorization: `Bearer ${token}` } });
  const refused = async (url: string, token: string) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
    expect(res.json().message).toMatch(/too large to calculate with exactly.*tell your adviser/);
  };

  it('answers 409 with why, never a 500, where a figure would need the amount', async () => {
    for (const url of [
      '/portfolio/performance?range=since_start',
      '/portfolio/series?range=since_start',
      '/portfolio/allocation',
      '/portfolio/allowances',
      '/portfolio/costs?tax_year=2026-27',
      `/policy/${ids.huge}/performance?range=since_start`,
      `/policy/${ids.huge}/series?range=since_start`,
    ])
      await refused(url, demo);
  });

  it('still lists and exports the stored amounts, which need no arithmetic', async () => {
    const list = await get(`/policy/${ids.huge}/transactions`, demo);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items[0].amount).toBe('99999999999999.99');
    const file = await get(`/policy/${ids.huge}/transactions.csv`, demo);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('99999999999999.99');
  });

  it('refuses a sum past exact arithmetic of amounts each exact alone', async () => {
    const one = await get(`/policy/${ids.half}/performance?range=since_start`, vip);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().waterfall.closing_value).toBe('50000000000000.00');
    await refused('/portfolio/performance?range=since_start', vip);
    await refused('/portfolio/allocation', vip);
  });
});
