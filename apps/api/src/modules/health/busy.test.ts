import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/db/client';
import { createTestContext, type TestContext } from '@/test/context';
import { createPostgresCopy } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { logLines } from '@/test/log-lines';
import { tokenFor } from '@/test/sessions';
import { bearer } from '@/test/sign-in';

const BUSY = 'The service is busy. Please try again in a moment.';

/** One metric's value in a Prometheus text answer. */
const metric = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('while every pool connection is in use', () => {
  let ctx: TestContext;
  let database: DatabaseHandle;
  let drop = async () => {};
  let client: string;
  const log = logLines();

  beforeAll(async () => {
    const copy = await createPostgresCopy();
    drop = copy.drop;
    database = await openDatabase({ kind: 'postgres', url: copy.url, pool: { size: 1, waitMs: 300 } });
    ctx = await createTestContext('postgres', {
      database,
      seed: createDemoPeople,
      logger: log.logger,
      metrics: { token: undefined },
    });
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
  });
  afterAll(async () => {
    await ctx?.close();
    await drop();
  });

  const policies = () => ctx.app.inject({ url: '/v1/policy', headers: bearer(client) });
  const scrape = async () => (await ctx.app.inject('/metrics')).body;

  it('answers 503 busy with Retry-After, logs it once as busy, stays ready (degraded), and serves again once a connection is free', async () => {
    expect((await policies()).statusCode).toBe(200);
    const held = await database.pool!.connect();
    try {
      const waiting = policies();
      // The call queues for the one connection: the metrics see it waiting and the connection in use.
      await expect.poll(async () => metric(await scrape(), 'sextant_database_waiting_calls')).toBe(1);
      const text = await scrape();
      expect(metric(text, 'sextant_database_connections{state="in_use"}')).toBe(1);
      expect(metric(text, 'sextant_database_connections_max')).toBe(1);

      const answers = [await waiting, await policies(), await policies()];
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(res.json()).toEqual({ name: 'Service Unavailable', message: BUSY, status: 503 });
      }
      expect(log.saying('database busy: no pool connection came free in time, answering 503')).toHaveLength(
        1,
      );
      expect(log.saying('database unreachable: answering 503')).toHaveLength(0);
      const counts = await scrape();
      expect(metric(counts, 'sextant_unavailable_responses_total{reason="busy"}')).toBe(3);
      expect(metric(counts, 'sextant_unavailable_responses_total{reason="unreachable"}')).toBe(0);

      const ready = await ctx.app.inject('/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'degraded',
        database: 'postgres',
        limits: 'postgres',
        degraded: ['database-pool'],
      });
    } finally {
      held.release();
    }
    expect((await policies()).statusCode).toBe(200);
    expect((await ctx.app.inject('/health/ready')).json()).toEqual({
      status: 'ok',
      database: 'postgres',
      limits: 'postgres',
    });
  });
});
