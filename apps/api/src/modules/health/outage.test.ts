import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { createTestContext, type TestContext } from '@/test/context';
import { createPostgresCopy } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { relay, viaRelay } from '@/test/relay';
import { tokenFor } from '@/test/sessions';
import { bearer, createLogin, DEMO_PASSWORD } from '@/test/sign-in';

describe.skipIf(!process.env.TEST_DATABASE_URL)('while the database cannot be reached', () => {
  let ctx: TestContext;
  let line: ReturnType<typeof relay>;
  let drop = async () => {};
  let client: string;
  let staff: string;

  beforeAll(async () => {
    const copy = await createPostgresCopy();
    drop = copy.drop;
    line = relay(new URL(copy.url), 5432);
    const database = await openDatabase({ kind: 'postgres', url: viaRelay(copy.url, await line.open()) });
    ctx = await createTestContext('postgres', { database, seed: createDemoPeople });
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
  });
  afterAll(async () => {
    await ctx?.close();
    await drop();
  });

  const calls = () =>
    [
      ['sign-in', () => createLogin(ctx, 'demo@sextant.test', DEMO_PASSWORD)],
      [
        'authentication check',
        () => ctx.app.inject({ url: '/v1/authentication/check', headers: bearer(client) }),
      ],
      ['policy list', () => ctx.app.inject({ url: '/v1/policy', headers: bearer(client) })],
      ['back office', () => ctx.app.inject({ url: '/v1/admin/clients', headers: bearer(staff) })],
      ['readiness', () => ctx.app.inject('/health/ready')],
    ] as const;

  it('answers every call 503 with Retry-After (never 500 or 401), stays live, and serves again once it is back', async () => {
    for (const [, call] of calls()) expect((await call()).statusCode).toBeLessThan(300);
    await line.cut();
    for (const [name, call] of calls()) {
      const res = await call();
      expect(res.statusCode, name).toBe(503);
      expect(res.headers['retry-after'], name).toBeDefined();
      if (name !== 'readiness')
        expect(res.json(), name).toMatchObject({
          status: 503,
          message: 'The service is briefly unavailable. Please try again in a moment.',
        });
    }
    expect((await ctx.app.inject('/health/live')).statusCode).toBe(200);
    await line.open();
    await expect
      .poll(async () => (await ctx.app.inject({ url: '/v1/policy', headers: bearer(client) })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
    for (const [name, call] of calls()) expect((await call()).statusCode, name).toBeLessThan(300);
  });
});
