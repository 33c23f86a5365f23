import { count, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/db/client';
import { jobs, policies, valuations } from '@/db/schema/index';
import { totpCodeAt, totpStep } from '@/shared/totp';
import type { TestContext } from '@/test/context';
import { createPostgresCopy } from '@/test/databases';
import { createDemoPeople, type DemoPeople } from '@/test/fixtures/people';
import { createDemoProviders } from '@/test/fixtures/policies';
import { type ApiNode, startNode } from '@/test/nodes';
import {
  bearer,
  createLogin,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  requestReset,
  submitOtp,
} from '@/test/sign-in';

const PER_ACCOUNT = 7;
const POLICIES = 100;
const DAYS = 1_000;
let lastIp = 0;
const newIp = () => `192.0.2.${++lastIp}`;
const code = () => totpCodeAt(DEMO_TOTP_SECRET, totpStep(new Date()));

/** Valuations for `policies` × `days`: a file of policies × days rows. */
const valuationsCsv = (references: string[], days: number, base = 1000) =>
  [
    'policy_reference,date,value,currency',
    ...references.flatMap((reference) =>
      Array.from({ length: days }, (_, d) => {
        const date = new Date(Date.UTC(2022, 0, 1 + d)).toISOString().slice(0, 10);
        return `${reference},${date},${(base + d * 1.25).toFixed(2)},GBP`;
      }),
    ),
  ].join('\n');

/**
 * Two API processes on one PostgreSQL database (and Redis when TEST_REDIS_URL is set), driven in turn:
 * what one node does, the other sees.
 */
/**
 * The nodes' own Redis database (the tests' number + 1), emptied before and after: their sign-in counts last
 * 15 minutes, so a run soon after another started over the limit, and the shared-limit suite's cleanup could
 * reach them mid-run.
 */
function ownRedis(): string | null {
  if (!process.env.TEST_REDIS_URL) return null;
  const url = new URL(process.env.TEST_REDIS_URL);
  url.pathname = `/${Number(url.pathname.slice(1) || 0) + 1}`;
  return url.toString();
}

async function emptyRedis(url: string | null) {
  if (!url) return;
  const redis = new Redis(url);
  await redis.flushdb();
  redis.disconnect();
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API nodes on one database', () => {
  const redisUrl = ownRedis();
  let copy: { url: string; drop(): Promise<void> };
  let database: DatabaseHandle;
  let people: DemoPeople;
  let a: ApiNode;
  let b: ApiNode;
  let references: string[];

  beforeAll(async () => {
    copy = await createPostgresCopy();
    database = await openDatabase({ kind: 'postgres', url: copy.url });
    people = await createDemoPeople(database.db);
    const [provider] = await createDemoProviders(database.db, people.firm.id, 1);
    references = Array.from({ length: POLICIES }, (_, i) => `NODE-${String(i).padStart(3, '0')}`);
    await database.db.insert(policies).values(
      references.map((reference) => ({
        firmId: people.firm.id,
        clientId: people.demo.id,
        providerId: provider!.id,
        reference,
        productType: 'Stocks & Shares ISA',
        startDate: '2021-12-01',
      })),
    );
    await emptyRedis(redisUrl);
    const env = {
      AUTH_ACCOUNT_LIMIT_PER_15_MINUTES: String(PER_ACCOUNT),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    [a, b] = await Promise.all([startNode('a', copy.url, env), startNode('b', copy.url, env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await copy?.drop();
    await emptyRedis(redisUrl);
  });

  const signIn = async (first: TestContext, second: TestContext, email: string) => {
    const res = await createLogin(first, email, DEMO_PASSWORD, { ip: newIp() });
    expect(res.statusCode, res.body).toBe(200);
    const { jwt } = res.json() as { jwt: string };
    const mfa = await submitOtp(second, jwt, code(), { ip: newIp() });
    expect(mfa.statusCode, mfa.body).toBe(201);
    return jwt;
  };

  it('signs in across nodes, and a sign-out on one ends the session on the other at once', async () => {
    const token = await signIn(a.ctx, b.ctx, 'demo@sextant.test');
    for (const node of [a, b])
      expect((await node.ctx.app.inject({ url: '/v1/policy', headers: bearer(token) })).statusCode).toBe(200);
    const out = await b.ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await a.ctx.app.inject({ url: '/v1/policy', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('holds the lockout and the per-account limit across both nodes', async () => {
    const answers = [];
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      const node = i % 2 === 0 ? a : b;
      answers.push(await createLogin(node.ctx, 'vip@sextant.test', `Wrong-Password-${i}`, { ip: newIp() }));
    }
    const statuses = answers.map((r) => r.statusCode);
    // The fifth wrong password locks the account, whichever node heard the others; the eighth try is over the limit.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 429]);
    expect(answers[4]!.json().errors.password[0]).toContain('exhausted');
    expect(answers[5]!.json().errors.password[0]).toContain('exhausted');
  });

  it('sends a mail requested on one node exactly once', async () => {
    const before = a.outbox().length + b.outbox().length;
    expect((await requestReset(a.ctx, 'demo@sextant.test', { ip: newIp() })).statusCode).toBe(200);
    await expect.poll(() => a.outbox().length + b.outbox().length, { timeout: 10_000 }).toBe(before + 1);
    // Both workers have polled several times since: still one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(a.outbox().length + b.outbox().length).toBe(before + 1);
  });

  it("keeps the firm's import limit across nodes, and finishes on the other node an import whose node was killed (kill -9) mid-check, leaving nothing half-applied", async () => {
    const staff = await signIn(b.ctx, a.ctx, 'adviser@sextant.test');
    const start = (node: ApiNode, csv: string, name: string) =>
      node.ctx.app.inject({
        method: 'POST',
        url: `/v1/admin/valuations/imports?file_name=${name}`,
        headers: { ...bearer(staff), 'content-type': 'text/csv' },
        payload: csv,
      });
    const poll = (node: ApiNode, id: string) =>
      node.ctx.app.inject({ url: `/v1/admin/valuations/imports/${id}`, headers: bearer(staff) });
    const rowsBefore = (await database.db.select({ n: count() }).from(valuations))[0]!.n;

    // Two imports running on other nodes (their leases live): a third is refused on either node.
    const elsewhere = await database.db
      .insert(jobs)
      .values(
        [1, 2].map((n) => ({
          kind: 'import_check',
          firmId: people.firm.id,
          payload: { kind: 'valuations', fileName: `elsewhere-${n}.csv` },
          status: 'running' as const,
          attempts: 1,
          lockedBy: `node-${n}`,
          leaseUntil: sql`now() + interval '1 minute'`,
        })),
      )
      .returning({ id: jobs.id });
    for (const node of [a, b]) {
      const refused = await start(node, valuationsCsv(references.slice(0, 1), 10), 'third.csv');
      expect(refused.statusCode, refused.body).toBe(409);
    }
    await database.db.delete(jobs).where(
      inArray(
        jobs.id,
        elsewhere.map((j) => j.id),
      ),
    );

    const big = await start(a, valuationsCsv(references, DAYS), 'big.csv');
    expect(big.statusCode, big.body).toBe(202);
    const id = big.json().uuid as string;
    // Either node's worker may claim it: the one checking it is killed as soon as it has claimed it.
    await expect
      .poll(async () => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.status, {
        timeout: 30_000,
        interval: 10,
      })
      .toBe('running');
    const [claimed] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    const holder = [a, b].find((node) => claimed!.lockedBy?.split(':')[1] === String(node.process.pid))!;
    expect(holder, claimed!.lockedBy ?? '').toBeDefined();
    const other = holder === a ? b : a;
    await holder.stop('SIGKILL');
    const [killed] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(killed).toMatchObject({ status: 'running', attempts: 1 });

    // The other node claims it once the lease lapses, runs the check again, and answers the poll.
    await expect
      .poll(async () => (await poll(other, id)).json().status, { timeout: 100_000, interval: 500 })
      .toBe('done');
    const done = (await poll(other, id)).json();
    expect(done.report).toMatchObject({ rows: POLICIES * DAYS, error_count: 0, applied: false });
    expect(done.preview.uuid).toBeTruthy();
    const [retried] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(retried).toMatchObject({ status: 'done', attempts: 2 });
    // The check wrote nothing; the import is its preview's confirmation, in one transaction, on the other node.
    expect((await database.db.select({ n: count() }).from(valuations))[0]!.n).toBe(rowsBefore);
    const confirm = await other.ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/imports/previews/${done.preview.uuid}/confirm`,
      headers: bearer(staff),
    });
    expect(confirm.statusCode, confirm.body.slice(0, 500)).toBe(200);
    const [{ n, distinct }] = (
      (await database.db.execute(sql`
          select count(*)::int as n, count(distinct (policy_id, valued_on))::int as distinct
          from valuations v join policies p on p.id = v.policy_id where p.reference like 'NODE-%'`)) as unknown as {
        rows: { n: number; distinct: number }[];
      }
    ).rows as [{ n: number; distinct: number }];
    expect({ n, distinct }).toEqual({ n: POLICIES * DAYS, distinct: POLICIES * DAYS });
  }, 240_000);
});
