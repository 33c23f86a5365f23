import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { createTestContext, type TestContext } from '@/test/context';
import { createPostgresCopy, openTestDatabase } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { createLogin, DEMO_PASSWORD, newEmail } from '@/test/sign-in';

const PER_ACCOUNT = 3;
const PER_IP = 4;
const limits = { authPerAccountPer15Minutes: PER_ACCOUNT, authPerIpPerMinute: PER_IP };
let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;

/** Wrong passwords on one account, alternating between the nodes: their statuses. */
async function alternate(nodes: TestContext[], email: string, tries: number, ip = () => newIp()) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const res = await createLogin(nodes[i % nodes.length]!, email, 'Wrong-Password-1', { ip: ip() });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'limits shared by two nodes on one PostgreSQL database',
  () => {
    const nodes: TestContext[] = [];
    let drop = async () => {};
    afterAll(async () => {
      for (const node of nodes) await node.close();
      await drop();
    });

    it('counts the per-account and per-IP sign-in limits across both nodes', async () => {
      const copy = await createPostgresCopy();
      drop = copy.drop;
      for (const seed of [createDemoPeople, undefined]) {
        const database = await openDatabase({ kind: 'postgres', url: copy.url });
        nodes.push(await createTestContext('postgres', { database, limits, ...(seed ? { seed } : {}) }));
      }
      expect(await alternate(nodes, newEmail(), PER_ACCOUNT + 1)).toEqual([422, 422, 422, 429]);
      const ip = newIp();
      expect(await alternate(nodes, newEmail(), 1, () => ip)).toEqual([422]);
      const fromOneIp = [];
      for (let i = 0; i < PER_IP; i++)
        fromOneIp.push(...(await alternate(nodes.slice(i % 2), newEmail(), 1, () => ip)));
      expect(fromOneIp).toEqual([422, 422, 422, 429]);
      // The right password on another account still gets through.
      expect(
        (await createLogin(nodes[1]!, 'demo@sextant.test', DEMO_PASSWORD, { ip: newIp() })).statusCode,
      ).toBe(200);
    });
  },
);

describe.skipIf(!process.env.TEST_REDIS_URL)('limits shared through Redis', () => {
  const nodes: TestContext[] = [];
  afterAll(async () => {
    for (const node of nodes) await node.close();
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys('sextant:*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts an account across two nodes that share only Redis', async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openTestDatabase('pglite');
      nodes.push(
        await createTestContext('pglite', { database, limits, redisUrl: process.env.TEST_REDIS_URL! }),
      );
    }
    // Until a node's Redis connection is ready its limiter counts in memory (the fallback under test below):
    // on a loaded machine the first attempts could arrive before it, and each node would count alone.
    for (const { app } of nodes) {
      const redis = app.redis!;
      if (redis.status !== 'ready') await new Promise((ready) => redis.once('ready', ready));
    }
    expect(await alternate(nodes, newEmail(), PER_ACCOUNT + 1)).toEqual([422, 422, 422, 429]);
  });
});

describe('limits when Redis is down', () => {
  let node: TestContext;
  afterAll(() => node?.close());

  it('keeps signing in, counting in memory, and never answers 500', async () => {
    node = await createTestContext('pglite', {
      seed: createDemoPeople,
      limits,
      // Nothing listens on port 1: every Redis command fails.
      redisUrl: 'redis://127.0.0.1:1',
    });
    expect((await createLogin(node, 'demo@sextant.test', DEMO_PASSWORD, { ip: newIp() })).statusCode).toBe(
      200,
    );
    expect(await alternate([node], newEmail(), PER_ACCOUNT + 1)).toEqual([422, 422, 422, 429]);
  });
});
