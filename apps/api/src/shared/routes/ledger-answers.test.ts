import { defineRoutes } from '@sextant/contracts/route';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { openTestDatabase, testDatabaseKinds } from '@/test/databases';
import { createDemoPeople, type DemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { addValuations } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';
import { checkLedgerRoute, keptWhileLedgerStands, ledgerAnswers } from './ledger-answers';

const HOUR_MS = 3_600_000;

/** The ledger answers counter of /metrics: how many were kept, shared and made. */
async function outcomes(ctx: TestContext) {
  const text = await ctx.app.metrics.scrape(undefined);
  const count = (outcome: string) =>
    Number(new RegExp(`sextant_ledger_answers_total\\{outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1]);
  return { kept: count('kept'), shared: count('shared'), made: count('made') };
}

describe.each(testDatabaseKinds)('answers kept while the client’s ledger stands (%s)', (kind) => {
  let a: TestContext;
  let b: TestContext;
  let people: DemoPeople;
  let isa: { id: string };
  let vipPolicy: { id: string };
  let providerId: string;
  let token: string;

  beforeAll(async () => {
    // Two apps on one database, as two nodes: what one writes, the other's kept answers give way to.
    const database = await openTestDatabase(kind);
    a = await createTestContext(kind, { database, metrics: { token: undefined } });
    b = await createTestContext(kind, { database: { ...database, close: async () => {} } });
    people = await createDemoPeople(database.db, a.clock());
    const provider = await createProvider(database.db, people.firm.id, { name: 'Northgate Life' });
    providerId = provider.id;
    const base = { firmId: people.firm.id, providerId, productType: 'ISA', startDate: '2024-01-01' };
    isa = await createPolicy(database.db, { ...base, clientId: people.demo.id, reference: 'K-ISA' });
    vipPolicy = await createPolicy(database.db, { ...base, clientId: people.vip.id, reference: 'K-VIP' });
    await addValuations(database.db, isa.id, [
      ['2025-11-21', '10000.00'],
      ['2026-11-20', '11000.00'],
    ]);
    ({ token } = await tokenFor(a.app, 'demo@sextant.test'));
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = (ctx: TestContext, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  /** The portfolio's money paid in over the year, as a node answers it. */
  const paidIn = async (ctx: TestContext) => {
    const res = await get(ctx, '/v1/portfolio/performance?range=one_year');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().currencies[0].waterfall.paid_in as string;
  };

  it('keeps a figure answer, and makes it afresh on every node the moment another node changes the ledger', async () => {
    const before = await outcomes(a);
    const first = await get(a, '/v1/portfolio/series?range=one_year');
    const again = await get(a, '/v1/portfolio/series?range=one_year');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await outcomes(a)).toEqual({ ...before, kept: before.kept + 1, made: before.made + 1 });

    const paid = await paidIn(a);
    expect(await paidIn(b)).toBe(paid);
    expect(await paidIn(a)).toBe(paid);
    // Node b's staff add a contribution: node a's next answer has it, and so has b's.
    const { token: staff } = await tokenFor(b.app, 'adviser@sextant.test');
    const added = await b.app.inject({
      method: 'POST',
      url: `/v1/admin/policies/${isa.id}/transactions`,
      headers: { authorization: `Bearer ${staff}` },
      payload: { date: '2026-06-01', type: 'contribution', amount: '250', description: 'Cheque' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const now = (Number(paid) + 250).toFixed(2);
    expect(await paidIn(a)).toBe(now);
    expect(await paidIn(b)).toBe(now);
  });

  it('keeps answers per client and URL, and no refusal', async () => {
    const { token: vip } = await tokenFor(a.app, 'vip@sextant.test');
    const mine = await get(a, `/v1/policy/${isa.id}/valuation/latest`);
    const theirs = await a.app.inject({
      method: 'GET',
      url: `/v1/policy/${isa.id}/valuation/latest`,
      headers: { authorization: `Bearer ${vip}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(404);
    const before = await outcomes(a);
    for (let i = 0; i < 2; i++)
      expect((await get(a, `/v1/policy/${vipPolicy.id}/performance?range=one_year`)).statusCode).toBe(404);
    expect(await outcomes(a)).toEqual({ ...before, kept: before.kept, made: before.made + 2 });
  });

  it('makes an answer once for calls asking for it at the same time, and shares it', async () => {
    const before = await outcomes(a);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(a, '/v1/portfolio/performance?range=since_start')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[4]!.headers['content-type']).toBe('application/json; charset=utf-8');
    // Made once; the others waited for it, or (a call that came after it was made) found it kept.
    const after = await outcomes(a);
    expect(after.made).toBe(before.made + 1);
    expect(after.shared + after.kept).toBe(before.shared + before.kept + 4);
  });

  it('makes an answer afresh when the day turns in London', async () => {
    await paidIn(a);
    const before = await outcomes(a);
    // 00:10 the next day in London (GMT in November), on a fresh session: the old one has been idle.
    a.clock.advance(15 * HOUR_MS + 10 * 60_000);
    ({ token } = await tokenFor(a.app, 'demo@sextant.test'));
    await paidIn(a);
    expect(await outcomes(a)).toEqual({ ...before, kept: before.kept, made: before.made + 1 });
    // Ten minutes later, the same day: kept.
    a.clock.advance(10 * 60_000);
    await paidIn(a);
    expect(await outcomes(a)).toEqual({ ...before, kept: before.kept + 1, made: before.made + 1 });
  });
});

describe('ledger answers: settings and contracts', () => {
  it('makes an answer once while calls for it wait and shares it, but makes it again after a refusal', async () => {
    const counted: string[] = [];
    const app = {
      ledgerAnswers: ledgerAnswers(1_000_000),
      metrics: { ledgerAnswer: (outcome: string) => counted.push(outcome) },
      clock: () => new Date('2026-11-28T12:00:00Z'),
    } as unknown as FastifyInstance;
    let finish: (answer: object) => void = () => {};
    let status = 200;
    const handler = vi.fn(
      (_request: unknown, reply: { statusCode: number }) =>
        new Promise<object>((resolve) => {
          finish = (answer) => {
            reply.statusCode = status;
            resolve(answer);
          };
        }),
    );
    const kept = keptWhileLedgerStands(app, handler as unknown as RouteOptions['handler']);
    const call = (url = '/v1/portfolio/series') => {
      const reply = { sent: false, statusCode: 200, serialize: JSON.stringify, type: () => reply };
      const request = { principal: { userId: 'u1', ledgerVersion: 3 }, url };
      return (kept as unknown as (request: unknown, reply: unknown) => Promise<unknown>).call(
        app,
        request,
        reply,
      );
    };
    // A refusal is not shared: the call waiting for it makes its own answer.
    status = 404;
    const refused = call();
    const next = call();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    finish({ message: 'Not Found' });
    await refused;
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    status = 200;
    finish({ points: [1] });
    expect(await next).toBe('{"points":[1]}');
    // Kept now: no third answer made.
    expect(await call()).toBe('{"points":[1]}');
    expect(handler).toHaveBeenCalledTimes(2);
    // Two calls at once for an answer not kept yet: made once, shared with the other.
    const first = call('/v1/portfolio/performance');
    const second = call('/v1/portfolio/performance');
    finish({ growth: '1.00' });
    expect(await Promise.all([first, second])).toEqual(['{"growth":"1.00"}', '{"growth":"1.00"}']);
    expect(handler).toHaveBeenCalledTimes(3);
    expect(counted).toEqual(['made', 'made', 'kept', 'made', 'shared']);
  });

  it('keeps none with LEDGER_CACHE_MB at 0, and bounds the rest by bytes', () => {
    expect(ledgerAnswers(0)).toBeNull();
    const answers = ledgerAnswers(100)!;
    answers.set('k1', 'x'.repeat(60));
    answers.set('k2', 'y'.repeat(60));
    expect([...answers.keys()]).toEqual(['k2']);
  });

  it('refuses a contract keeping answers that is not a client’s GET', () => {
    const routes = defineRoutes(
      { tags: ['t'], scope: 'client' },
      {
        post: { method: 'POST', path: '/p', madeFrom: 'ledger', summary: 's', responses: {} },
        staff: { method: 'GET', path: '/s', scope: 'staff', madeFrom: 'ledger', summary: 's', responses: {} },
        read: { method: 'GET', path: '/r', madeFrom: 'ledger', summary: 's', responses: {} },
      },
    );
    expect(() => checkLedgerRoute('post', routes.post)).toThrow(/only a client's GET/);
    expect(() => checkLedgerRoute('staff', routes.staff)).toThrow(/only a client's GET/);
    expect(() => checkLedgerRoute('read', routes.read)).not.toThrow();
  });
});
