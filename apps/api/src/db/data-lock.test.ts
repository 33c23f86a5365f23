import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderLockedError, LOCK_FILE, lockDataFolder } from './data-lock';

const folder = () => mkdtempSync(path.join(tmpdir(), 'sextant-lock-'));

describe('the data-folder lock', () => {
  it('is taken with the pid, refused while held, and released', () => {
    const dir = folder();
    const lock = lockDataFolder(dir, 'server');
    const file = path.join(dir, LOCK_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'server' });
    expect(() => lockDataFolder(dir, 'cli')).toThrow(DataFolderLockedError);
    lock.release();
    lock.release();
    expect(existsSync(file)).toBe(false);
    lockDataFolder(dir, 'cli').release();
  });

  it('refuses while another live process holds it, naming the server and the way out', async () => {
    const dir = folder();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: child.pid, holder: 'server', since: new Date().toISOString() }),
      );
      let error: unknown;
      try {
        lockDataFolder(dir, 'cli');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataFolderLockedError);
      expect((error as Error).message).toBe(
        `The embedded database in ${path.resolve(dir)} is in use by the running server (pid ${child.pid}). Stop the server first, or run the server and CLI on PostgreSQL (DATABASE_URL) to use both at once.`,
      );
    } finally {
      child.kill();
    }
    await new Promise((resolve) => child.once('exit', resolve));
    // Now the holder is gone: the lock is stale and taken over.
    const lock = lockDataFolder(dir, 'cli');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a stale or unreadable lock', () => {
    const dir = folder();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 2_147_483_000, holder: 'server' }));
    lockDataFolder(dir, 'server').release();
    writeFileSync(path.join(dir, LOCK_FILE), 'garbage');
    lockDataFolder(dir, 'server').release();
    // Our own pid left by an earlier run (pid 1 in a container): taken over.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, holder: 'server' }));
    lockDataFolder(dir, 'server').release();
  });

  it("never takes over another machine's lock: its pid cannot be checked from here", () => {
    const dir = folder();
    const other = { pid: 2_147_483_000, holder: 'server', since: 'then', host: `not-${hostname()}` };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(other));
    expect(() => lockDataFolder(dir, 'cli')).toThrow(DataFolderLockedError);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toEqual(other);
  });

  it('takes a stale lock over without leaving files behind, and records its machine', () => {
    const dir = folder();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 2_147_483_000, holder: 'cli', host: hostname() }),
    );
    const lock = lockDataFolder(dir, 'server');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });
});
