import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeTurnsOnPglite } from './client';
import { DatabaseBusyError, isDatabaseBusy, isDatabaseUnavailable } from './errors';
import { requestWork } from './work-order';

// Without a wait (the tests' databases, the command line) a call waits as long as it takes: every API test runs so.
describe('calls on PGlite take turns, each waiting at most its wait', () => {
  // One PGlite for the file (each made afresh runs initdb, seconds); each test takes turns on a copy of its methods.
  let base: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    base = await PGlite.create();
    await base.exec('create table t (n int)');
  });
  afterAll(() => base?.close());
  beforeEach(() => {
    client = Object.assign(Object.create(base) as PGlite, {
      query: base.query.bind(base),
      exec: base.exec.bind(base),
      transaction: base.transaction.bind(base),
    });
  });

  it('fails a call busy, unstarted, once it has waited its wait; the running call and the next still finish', async () => {
    const usage = takeTurnsOnPglite(client, 50);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const long = client.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      await held;
    });
    const late = client.query('insert into t values (2)');
    await Promise.resolve();
    expect(usage()).toMatchObject({ inUse: 1, waiting: 1 });

    const error = await late.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseBusy(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(usage()).toMatchObject({ inUse: 1, waiting: 0 });

    // A call queued now, with the wait still ahead of it, runs once the long one ends.
    const next = client.query<{ n: number }>('select n from t order by n');
    release();
    await long;
    // The call that failed busy never ran: its row is not there.
    expect((await next).rows).toEqual([{ n: 1 }]);
    expect(usage()).toEqual({ size: 1, inUse: 0, idle: 1, waiting: 0 });
  });

  it("serves the oldest request's calls first, and counts a request's wait from its arrival", async () => {
    const usage = takeTurnsOnPglite(client, 1_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const long = client.transaction(() => held);
    const now = Date.now();
    const order: string[] = [];
    const call = (name: string) => client.query('select 1').then(() => order.push(name));
    const newer = requestWork.run({ arrivedAt: now, answered: false }, () => call('newer request'));
    const noRequest = call('no request');
    const older = requestWork.run({ arrivedAt: now - 500, answered: false }, () => call('older request'));
    // A request that arrived a whole wait ago is answered busy at once rather than queued.
    const late = requestWork.run({ arrivedAt: now - 1_000, answered: false }, () => client.query('select 1'));
    await expect(late).rejects.toBeInstanceOf(DatabaseBusyError);
    // Once answered, its work waits as a call without a request does.
    const after = requestWork.run({ arrivedAt: now - 1_000, answered: true }, () => call('after the answer'));
    expect(usage()).toMatchObject({ inUse: 1, waiting: 4 });
    release();
    await Promise.all([long, newer, noRequest, older, after]);
    expect(order).toEqual(['older request', 'newer request', 'no request', 'after the answer']);
  });
});
