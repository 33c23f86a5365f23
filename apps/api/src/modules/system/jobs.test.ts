import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/db/client';
import { jobs } from '@/db/schema/index';
import { HttpError } from '@/shared/errors';
import { createJobQueue, type JobHandler, type JobQueue, runKey } from '@/shared/jobs/queue';
import { createPostgresCopy, openTestDatabase, testDatabaseKinds } from '@/test/databases';
import { createFirm } from '@/test/fixtures/people';

const handler = (run: JobHandler['run'], overrides: Partial<JobHandler> = {}): JobHandler => ({
  maxAttempts: 3,
  retryAfterSeconds: () => null,
  failureMessage: 'It failed for good.',
  keep: () => ({}),
  run,
  ...overrides,
});

/**
 * Two workers on one database, as two nodes: on PostgreSQL two pools (two connections' worth of
 * locking), on PGlite two queues over its one connection.
 */
async function twoNodes(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = await openTestDatabase(kind);
    return { a: database, b: database, close: () => database.close() };
  }
  const copy = await createPostgresCopy();
  const a = await openDatabase({ kind: 'postgres', url: copy.url });
  const b = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await copy.drop();
    },
  };
}

describe.each(testDatabaseKinds)('the job queue on %s', (kind) => {
  let nodes: { a: DatabaseHandle; b: DatabaseHandle; close(): Promise<void> };
  let firmId: string;
  const errors: unknown[] = [];
  const queue = (database: DatabaseHandle) => createJobQueue(database.db, (error) => errors.push(error));
  const row = async (id: string) => (await nodes.a.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    nodes = await twoNodes(kind);
    firmId = (await createFirm(nodes.a.db)).firm.id;
  });
  afterAll(() => nodes?.close());

  it('runs a job once though two nodes drain the queue at the same time, keeping only what it is told to', async () => {
    const runs: string[] = [];
    const [a, b] = [queue(nodes.a), queue(nodes.b)];
    for (const [name, q] of [
      ['a', a],
      ['b', b],
    ] as const) {
      q.handle(
        'once',
        handler(
          async (job) => {
            runs.push(`${name}:${(job.payload as { n: number }).n}`);
            return { doubled: (job.payload as { n: number }).n * 2 };
          },
          { keep: (payload) => ({ n: (payload as { n: number }).n }) },
        ),
      );
    }
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => a.enqueue('once', { n, secret: 'x' })));
    await Promise.all([a.drain(), b.drain()]);
    expect(runs.map((r) => r.split(':')[1]).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    const done = await row(ids[0]!);
    expect(done).toMatchObject({ status: 'done', attempts: 1, result: { doubled: 2 }, payload: { n: 1 } });
    expect(done.leaseUntil).toBeNull();
  });

  it('claims again a job whose node died (its lease lapsed), and fails it with its reason once its runs are spent', async () => {
    const q = queue(nodes.b);
    let ran = 0;
    q.handle(
      'orphan',
      handler(async () => {
        ran += 1;
        return 'finished elsewhere';
      }),
    );
    const lapsed = sql`now() - interval '1 second'`;
    const [retried] = await nodes.a.db
      .insert(jobs)
      .values({
        kind: 'orphan',
        payload: {},
        status: 'running',
        attempts: 1,
        leaseUntil: lapsed,
        lockedBy: 'dead',
      })
      .returning();
    const [spent] = await nodes.a.db
      .insert(jobs)
      .values({
        kind: 'orphan',
        payload: {},
        status: 'running',
        attempts: 3,
        leaseUntil: lapsed,
        lockedBy: 'dead',
      })
      .returning();
    const [held] = await nodes.a.db
      .insert(jobs)
      .values({
        kind: 'orphan',
        payload: {},
        status: 'running',
        attempts: 1,
        leaseUntil: sql`now() + interval '30 seconds'`,
        lockedBy: 'alive',
      })
      .returning();
    await q.drain();
    expect(ran).toBe(1);
    expect(await row(retried!.id)).toMatchObject({
      status: 'done',
      attempts: 2,
      result: 'finished elsewhere',
    });
    expect(await row(spent!.id)).toMatchObject({ status: 'failed', message: 'It failed for good.' });
    // A job whose node is still renewing its lease is left alone.
    expect(await row(held!.id)).toMatchObject({ status: 'running', lockedBy: 'alive' });
  });

  it('retries a failing job after its back-off, then fails it with its reason', async () => {
    const q = queue(nodes.a);
    let tries = 0;
    q.handle(
      'flaky',
      handler(
        async () => {
          tries += 1;
          throw new Error('SMTP said no');
        },
        { maxAttempts: 2, retryAfterSeconds: () => 30 },
      ),
    );
    const id = (await q.enqueue('flaky', {}))!;
    await q.drain();
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lockedBy: null });
    const [{ wait }] = (
      (await nodes.a.db.execute(
        sql`select extract(epoch from run_after - now())::int as wait from jobs where id = ${id}`,
      )) as unknown as { rows: { wait: number }[] }
    ).rows as [{ wait: number }];
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    // Its back-off over, the second and last try fails it for good.
    await nodes.a.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.id, id));
    await q.drain();
    expect(tries).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2, message: 'It failed for good.' });
  });

  it("holds a firm's limit across nodes: the third of three imports started at once is refused", async () => {
    const [a, b] = [queue(nodes.a), queue(nodes.b)];
    for (const q of [a, b])
      q.handle(
        'limited',
        handler(async () => null),
      );
    const limit = { max: 2, message: 'Two at a time.' };
    const results = await Promise.allSettled([
      a.enqueue('limited', {}, { firmId, perFirmLimit: limit }),
      b.enqueue('limited', {}, { firmId, perFirmLimit: limit }),
      a.enqueue('limited', {}, { firmId, perFirmLimit: limit }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(HttpError);
    expect(refused.reason).toMatchObject({ status: 409, message: 'Two at a time.' });
    await Promise.all([a.drain(), b.drain()]);
    // Once they have run, the firm may start more.
    await expect(a.enqueue('limited', {}, { firmId, perFirmLimit: limit })).resolves.toBeTruthy();
    await a.drain();
  });

  it('runs a scheduled task once a period, however many nodes offer it', async () => {
    let runs = 0;
    const queues: JobQueue[] = [queue(nodes.a), queue(nodes.b), queue(nodes.a)];
    for (const q of queues) q.schedule({ name: 'tidy', period: 'day', run: async () => (runs += 1) });
    for (const q of queues) q.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(queues.map((q) => q.drain()));
    await Promise.all(queues.map((q) => q.stop()));
    expect(runs).toBe(1);
    const rows = await nodes.a.db.select().from(jobs).where(eq(jobs.kind, 'task:tidy'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'done',
      key: runKey({ name: 'tidy', period: 'day' }, new Date()),
    });
  });

  it('hands a job still running back to the queue when its node stops, for another node to finish', async () => {
    let release = () => {};
    const a = queue(nodes.a);
    a.handle(
      'slow',
      handler(() => new Promise((resolve) => (release = () => resolve('late')))),
    );
    a.start();
    const id = (await a.enqueue('slow', {}))!;
    await expect.poll(async () => (await row(id)).status).toBe('running');
    await a.stop(50);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    const b = queue(nodes.b);
    b.handle(
      'slow',
      handler(async () => 'finished on b'),
    );
    await b.drain();
    release();
    expect(await row(id)).toMatchObject({ status: 'done', result: 'finished on b' });
  });

  it('lets a run write only while its claim holds the job: not once it was handed back and claimed again, even by its own node', async () => {
    // Each run waits until released, so the old run tries to write while the new one holds the job.
    const releases: Array<() => void> = [];
    const pauses = [1, 2].map(() => new Promise<void>((resolve) => releases.push(resolve)));
    const written: number[] = [];
    const ended: number[] = [];
    let runs = 0;
    const errorsBefore = errors.length;
    const a = queue(nodes.a);
    a.handle(
      'write-once',
      handler(async (_job, _progress, lease) => {
        const run = ++runs;
        await pauses[run - 1];
        try {
          await nodes.a.db.transaction(async (tx) => {
            await lease.hold(tx);
            written.push(run);
          });
        } finally {
          ended.push(run);
        }
        return run;
      }),
    );
    a.start();
    const id = (await a.enqueue('write-once', {}))!;
    await expect.poll(async () => (await row(id)).status).toBe('running');
    await a.stop(50);
    a.start();
    await expect.poll(() => runs).toBe(2);
    releases[0]!();
    await expect.poll(() => ended).toEqual([1]);
    releases[1]!();
    await expect.poll(async () => (await row(id)).status).toBe('done');
    await a.stop();
    expect(written).toEqual([2]);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1, result: 2 });
    // A lost lease is not a fault to report.
    expect(errors.slice(errorsBefore)).toEqual([]);
  });

  it('names runs by London day or hour', () => {
    expect(runKey({ name: 't', period: 'day' }, new Date('2026-06-30T23:30:00Z'))).toBe('t:2026-07-01');
    expect(runKey({ name: 't', period: 'hour' }, new Date('2026-06-30T23:30:00Z'))).toBe('t:2026-06-30T23');
  });
});
