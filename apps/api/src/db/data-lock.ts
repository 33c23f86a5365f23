import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file in the data folder while a process has the embedded database open. */
export const LOCK_FILE = 'sextant.lock';

export type LockHolder = 'server' | 'cli';

interface LockContent {
  pid: number;
  holder: LockHolder;
  since: string;
  /** The machine (or container) of the pid: a pid says nothing about another machine's processes. */
  host: string;
}

/** The data folder is in use by another live process. */
export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockContent,
  ) {
    super(
      holder.holder === 'server'
        ? `The embedded database in ${dataDir} is in use by the running server (pid ${holder.pid}). Stop the server first, or run the server and CLI on PostgreSQL (DATABASE_URL) to use both at once.`
        : `The embedded database in ${dataDir} is in use by another admin command (pid ${holder.pid}). Wait for it to finish and try again.`,
    );
  }
}

export interface DataLock {
  /** Removes the lock file (when it is still this process's). Safe to call more than once. */
  release(): void;
}

/** Lock files this process holds: a second take in one process is refused too. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (typeof content.pid === 'number' && Number.isInteger(content.pid) && content.pid > 0)
      return {
        pid: content.pid,
        holder: content.holder === 'cli' ? 'cli' : 'server',
        since: String(content.since ?? ''),
        host: String(content.host ?? ''),
      };
  } catch {}
  return null;
}

/**
 * PGlite is one process's database: two processes opening one data folder at once would corrupt it.
 * Whoever opens the embedded database (the server, an admin command) first takes `sextant.lock` in the
 * data folder, created exclusively, holding its pid. A lock whose process is gone (a crash, a kill -9)
 * is stale and taken over; a live one refuses with DataFolderLockedError. PostgreSQL needs none.
 */
export function lockDataFolder(dataDir: string, holder: LockHolder): DataLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const content: LockContent = {
    pid: process.pid,
    holder,
    since: new Date().toISOString(),
    host: hostname(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readLock(file);
      if (current && held.has(file)) throw new DataFolderLockedError(dir, current);
      // Another machine's process cannot be checked from here: its lock stands until that machine lets go.
      if (current?.host && current.host !== content.host) throw new DataFolderLockedError(dir, current);
      // Our own pid but not held here: left by an earlier run that had the same pid (pid 1 in a container).
      if (current && current.pid !== process.pid && alive(current.pid))
        throw new DataFolderLockedError(dir, current);
      if (!current && attempt === 0) {
        // Being written by a process that has just created it: look again in a moment.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      // Stale (its process is gone) or unreadable: take it over. Moved aside first (a rename is atomic), so
      // a process that took it over between our read and now keeps its lock instead of losing it to us.
      const aside = `${file}.${process.pid}.${randomUUID()}`;
      try {
        renameSync(file, aside);
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
        continue;
      }
      const moved = readLock(aside);
      const same = moved?.pid === current?.pid && moved?.since === current?.since;
      if (!same) {
        try {
          linkSync(aside, file);
        } catch {}
      }
      unlinkSync(aside);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(content));
    } finally {
      closeSync(fd);
    }
    held.add(file);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      held.delete(file);
      if (readLock(file)?.pid !== process.pid) return;
      try {
        unlinkSync(file);
      } catch {}
    };
    // A process that ends without closing (process.exit after an error) still lets go.
    process.on('exit', release);
    return { release };
  }
  const current = readLock(file);
  if (current) throw new DataFolderLockedError(dir, current);
  throw new Error(`Could not take the lock ${file}.`);
}
