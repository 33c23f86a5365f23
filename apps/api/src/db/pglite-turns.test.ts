import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurnsOnPglite } from './client';
import { DatabaseBusyError, isDatabaseBusy, isDatabaseUnavailable } from './errors';

// Without a wait (the tests' databases, the command line) a call waits as long as it takes: every API test runs so.
describe('calls on PGlite take turns, each waiting at most its wait', () => {
  let client: PGlite;
  afterEach(() => client?.close());

  it('fails a call busy, unstarted, once it has waited its wait; the running call and the next still finish', async () => {
    client = await PGlite.create();
    await client.exec('create table t (n int)');
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
});
