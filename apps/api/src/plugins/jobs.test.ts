import { afterAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { openTestDatabase } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { logLines } from '@/test/log-lines';
import { tokenFor } from '@/test/sessions';
import { bearer } from '@/test/sign-in';
import { jobErrors } from './jobs';

/** The queue polls every 0.5 s: this many polls fail while the test waits. */
const POLLS = 6;

let ctx: TestContext | undefined;
afterAll(async () => {
  // The database is closed already (the outage under test).
  await ctx?.app.close();
});

it('logs and reports the job poller failing in a database outage once per interval, not once per poll', async () => {
  const log = logLines();
  const reported: unknown[] = [];
  const database = await openTestDatabase('pglite');
  ctx = await createTestContext('pglite', {
    database,
    seed: createDemoPeople,
    logger: log.logger,
    reportError: (error) => reported.push(error),
  });
  const { token } = await tokenFor(ctx.app, 'demo@sextant.test');
  await ctx.app.ready();
  expect(log.saying('job queue failed')).toHaveLength(0);

  await database.close();
  await new Promise((resolve) => setTimeout(resolve, POLLS * 500));
  const failed = log.saying('job queue failed');
  expect(failed).toHaveLength(1);
  expect(failed[0]).toMatchObject({
    level: 50,
    heldBack: 0,
    err: { message: expect.stringMatching(/closed/i) },
  });
  expect(reported).toHaveLength(1);

  // The calls meanwhile answer 503, with one warning for them all.
  for (let i = 0; i < 3; i++) {
    const res = await ctx.app.inject({ url: '/v1/policy', headers: bearer(token) });
    expect(res.statusCode).toBe(503);
  }
  expect(log.saying('database unreachable: answering 503')).toHaveLength(1);
  expect(log.saying('job queue failed')).toHaveLength(1);
});

it('logs a running job’s failing progress writes and heartbeats once per interval, its own failure each time', () => {
  const lines: Array<[object, string]> = [];
  const reported: unknown[] = [];
  const route = jobErrors({ error: (fields, message) => lines.push([fields, message]) }, (error) =>
    reported.push(error),
  );
  const job = { id: 'j1', kind: 'import' } as Parameters<typeof route>[1] & object;
  for (let i = 0; i < 5; i++) route(new Error('down'), job, i % 2 ? 'heartbeat' : 'progress');
  expect(lines.map(([, message]) => message)).toEqual(['job bookkeeping failed']);
  expect(lines[0]![0]).toMatchObject({ job: 'j1', kind: 'import', bookkeeping: 'progress', heldBack: 0 });
  route(new Error('bad row'), job);
  route(new Error('bad row again'), job);
  expect(lines.map(([, message]) => message)).toEqual(['job bookkeeping failed', 'job failed', 'job failed']);
  expect(reported).toHaveLength(3);
});
