import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './errors';

describe('database error codes', () => {
  it('finds the SQLSTATE however deep the driver wrapped it', () => {
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('fk'), { code: '23503' }) });
    expect(isForeignKeyViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped)).toBe(false);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isForeignKeyViolation(new Error('other'))).toBe(false);
    expect(isForeignKeyViolation(undefined)).toBe(false);
  });

  it("tells node-postgres's pool running out of its wait (busy) from a connection that could not be made", async () => {
    // A server that takes connections and never answers: the first call's connection times out, and the
    // second, queued behind it for the pool's one connection, runs out of its wait for one.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({ host: '127.0.0.1', port, max: 1, connectionTimeoutMillis: 200 });
    try {
      const [first, second] = await Promise.allSettled([pool.query('select 1'), pool.query('select 1')]);
      const reason = (result: PromiseSettledResult<unknown>) =>
        result.status === 'rejected' ? result.reason : new Error('answered');
      expect(isDatabaseUnavailable(reason(first))).toBe(true);
      expect(isDatabaseBusy(reason(first))).toBe(false);
      const busy = new Error('Failed query', { cause: reason(second) });
      expect(isDatabaseUnavailable(busy)).toBe(true);
      expect(isDatabaseBusy(busy)).toBe(true);
    } finally {
      await pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
