import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';

const TOKEN = 'metrics-token-long-enough-for-the-config-check';

/** One metric's value in a Prometheus text answer. */
const metric = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

describe('/metrics', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
  });
  const context = async (options: Parameters<typeof createTestContext>[1]) => {
    const ctx = await createTestContext('pglite', options);
    contexts.push(ctx);
    return ctx;
  };

  it('is off unless asked for: 404, as for any unknown path', async () => {
    const ctx = await context({});
    const res = await ctx.app.inject('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'Not Found', status: 404 });
  });

  let on: TestContext;
  it('serves memory, event-loop delay, the connections and the 503 counts in Prometheus text, never cached or counted by the ceiling', async () => {
    on = await context({ metrics: { token: undefined }, limits: { perIpPerMinute: 2 } });
    const ctx = on;
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject('/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const text = (await ctx.app.inject('/metrics')).body;
    expect(metric(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(metric(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
    expect(metric(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(metric(text, 'sextant_database_connections_max')).toBe(1);
    expect(metric(text, 'sextant_database_waiting_calls')).toBe(0);
    expect(metric(text, 'sextant_unavailable_responses_total{reason="busy"}')).toBe(0);
    expect(metric(text, 'sextant_unavailable_responses_total{reason="unreachable"}')).toBe(0);
    // The scrapes took nothing from the API's per-IP ceiling (2 a minute here).
    const api = [];
    for (let i = 0; i < 3; i++) api.push((await ctx.app.inject('/v1/system/cache')).statusCode);
    expect(api).toEqual([200, 200, 429]);
  });

  it('counts the calls queued behind the one running on PGlite', async () => {
    const ctx = on;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A transaction holds PGlite's one connection until the gate opens.
    const holding = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    const probes = [ctx.app.inject('/health/ready'), ctx.app.inject('/health/ready')];
    try {
      // The two probes, and the job poller's look for work when it comes round meanwhile.
      await expect
        .poll(async () => metric((await ctx.app.inject('/metrics')).body, 'sextant_database_waiting_calls'))
        .toBeGreaterThanOrEqual(2);
      const text = (await ctx.app.inject('/metrics')).body;
      expect(metric(text, 'sextant_database_connections{state="in_use"}')).toBe(1);
      expect(metric(text, 'sextant_database_connections{state="idle"}')).toBe(0);
    } finally {
      release();
    }
    await holding;
    for (const probe of await Promise.all(probes)) expect(probe.statusCode).toBe(200);
    expect(metric((await ctx.app.inject('/metrics')).body, 'sextant_database_waiting_calls')).toBe(0);
  });

  it('asks for the bearer token when one is set', async () => {
    const ctx = await context({ metrics: { token: TOKEN } });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
    }
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_resident_memory_bytes');
  });
});
