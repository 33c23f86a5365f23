import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { createPostgresCopy, openTestDatabase } from '@/test/databases';
import { type ApiNode, startNode } from '@/test/nodes';
import { relay, viaRelay } from '@/test/relay';

// Nothing listens on port 1: every Redis command fails, from the first.
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1/0';
const CEILING = 3;
let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;

/** Statuses of `times` API calls from one address. */
async function callsFrom(ctx: TestContext, ip: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await ctx.app.inject({ url: '/v1/system/cache', remoteAddress: ip })).statusCode);
  return statuses;
}

const readiness = async (ctx: TestContext) => {
  const res = await ctx.app.inject('/health/ready');
  return { status: res.statusCode, body: res.json() };
};

describe('readiness and the per-IP ceiling with Redis unreachable from start-up', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());

  it('is ready (200, degraded: redis) and serves, at /health too', async () => {
    ctx = await createTestContext('pglite', {
      redisUrl: UNREACHABLE_REDIS,
      limits: { perIpPerMinute: CEILING },
    });
    const degraded = { status: 'degraded', database: 'pglite', limits: 'redis', degraded: ['redis'] };
    expect(await readiness(ctx)).toEqual({ status: 200, body: degraded });
    expect((await ctx.app.inject('/health')).json()).toEqual(degraded);
    expect((await ctx.app.inject('/health/live')).json()).toEqual({ status: 'ok' });
  });

  it('keeps the ceiling, counting in this node’s memory', async () => {
    const ip = newIp();
    expect(await callsFrom(ctx, ip, CEILING + 2)).toEqual([200, 200, 200, 429, 429]);
    // Counted per address: another is not refused.
    expect(await callsFrom(ctx, newIp(), 1)).toEqual([200]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('readiness and the ceiling when Redis goes away later', () => {
  const line = relay(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'), 6379);
  let ctx: TestContext;
  afterAll(async () => {
    await ctx?.close();
    await line.cut().catch(() => {});
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys('sextant:ceiling*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts in Redis while it answers; stays ready (degraded) and keeps the ceiling in memory while it hangs or is gone; then recovers', {
    timeout: 60_000,
  }, async () => {
    const port = await line.open();
    ctx = await createTestContext('pglite', {
      redisUrl: viaRelay(process.env.TEST_REDIS_URL!, port),
      limits: { perIpPerMinute: CEILING },
    });
    const redis = ctx.app.redis!;
    if (redis.status !== 'ready') await new Promise((ready) => redis.once('ready', ready));
    const ok = { status: 200, body: { status: 'ok', database: 'pglite', limits: 'redis' } };
    const degraded = {
      status: 200,
      body: { status: 'degraded', database: 'pglite', limits: 'redis', degraded: ['redis'] },
    };
    // Polled: a probe whose answer is held up by a loaded machine past Redis's command timeout says degraded.
    await expect.poll(() => readiness(ctx), { timeout: 10_000 }).toEqual(ok);
    // Counted in Redis: a second node on the same Redis sees this address's count.
    const ip = newIp();
    expect(await callsFrom(ctx, ip, 2)).toEqual([200, 200]);
    const other = await createTestContext('pglite', {
      database: await openTestDatabase('pglite'),
      redisUrl: process.env.TEST_REDIS_URL!,
      limits: { perIpPerMinute: CEILING },
    });
    try {
      const otherRedis = other.app.redis!;
      if (otherRedis.status !== 'ready') await new Promise((ready) => otherRedis.once('ready', ready));
      expect(await callsFrom(other, ip, 2)).toEqual([200, 429]);
    } finally {
      await other.close();
    }

    // Connected, but answering nothing: each command times out, and the count falls back.
    line.freeze();
    expect(await readiness(ctx)).toEqual(degraded);
    expect(await callsFrom(ctx, newIp(), CEILING + 1)).toEqual([200, 200, 200, 429]);
    line.thaw();
    await expect.poll(() => readiness(ctx), { timeout: 10_000 }).toEqual(ok);

    // Gone: the connection is refused while ioredis tries again.
    await line.cut();
    expect(await readiness(ctx)).toEqual(degraded);
    expect(await callsFrom(ctx, newIp(), CEILING + 1)).toEqual([200, 200, 200, 429]);

    await line.open();
    await expect.poll(() => readiness(ctx), { timeout: 10_000 }).toEqual(ok);
  });
});

/** The server as `npm start` runs it (server.ts), so start-up itself is what is tested. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a node whose Redis never answers', () => {
  let node: ApiNode | undefined;
  let drop = async () => {};
  afterAll(async () => {
    await node?.stop();
    await drop();
  });

  it('starts and becomes ready, saying Redis is degraded', { timeout: 90_000 }, async () => {
    const copy = await createPostgresCopy();
    drop = copy.drop;
    // startNode waits until /health/ready answers 200, and fails if the process exits first.
    node = await startNode('without-redis', copy.url, { REDIS_URL: UNREACHABLE_REDIS });
    const res = await fetch(`${node.url}/health/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'degraded',
      database: 'postgres',
      limits: 'redis',
      degraded: ['redis'],
    });
  });
});
