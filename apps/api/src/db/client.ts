import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseBusyError } from './errors';
import * as schema from './schema/index';
import { waitCountedFrom } from './work-order';

export type Schema = typeof schema;
/**
 * The database or a transaction on it: drizzle's transaction is a `PgDatabase` of the same schema, so a
 * repository taking this runs inside the caller's transaction when handed its `tx`, without a cast.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The database's connections now (the operator's metrics): a call waiting is one that answers late, or 503
 * busy once the wait runs out. PGlite has one connection; its waiting calls are queued behind the running one.
 */
export interface ConnectionUsage {
  size: number;
  inUse: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The PostgreSQL server's pool, for what shares it beside Drizzle (the rate limits); none on PGlite. */
  pool?: pg.Pool;
  usage(): ConnectionUsage;
  /** Applies the drizzle-kit SQL migrations; the same files serve PGlite and PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; pool?: Partial<PoolSettings> }
  /**
   * `dataDir` null keeps the database in memory (tests); `waitMs` is how long a call waits for its turn
   * (DATABASE_POOL_WAIT_MS, as a pool's wait for a connection), unlimited when not given.
   */
  | { kind: 'pglite'; dataDir: string | null; waitMs?: number };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside the source (src/db) or the build (dist/): the same SQL files either way. */
const migrationsFolder = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')].find((dir) =>
  existsSync(dir),
)!;
/** The PostgreSQL pool: DATABASE_POOL_SIZE and DATABASE_POOL_WAIT_MS (docs/operations.md gives the sizing rule). */
export interface PoolSettings {
  /** Connections this node opens at most. */
  size: number;
  /**
   * How long a call waits for a connection, a free one from the pool or a new one to the server: past it the
   * call answers 503 (busy, or unreachable), rather than hanging.
   */
  waitMs: number;
}
export const DEFAULT_POOL: PoolSettings = { size: 10, waitMs: 3000 };
/** Any fixed number: serialises migrations when several API nodes start against one server. */
const MIGRATION_LOCK = 72_616_401;

/** Opens PostgreSQL when a URL is configured, otherwise the embedded PGlite in the data folder. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, { ...DEFAULT_POOL, ...target.pool })
    : openPglite(target.dataDir, target.waitMs);
}

function openPostgres(url: string, settings: PoolSettings): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.size,
    connectionTimeoutMillis: settings.waitMs,
  });
  // A pooled connection that fails while idle must not take the process down; the next query reports it.
  pool.on('error', () => {});
  // Nor one that fails while checked out between two queries (a transaction awaiting the app when the line to
  // the server drops): node-postgres emits that on the client, where no one listens, and the process died with
  // "Connection terminated unexpectedly" (the outage test, 2026-11-28). Its next query rejects instead.
  pool.on('connect', (client) => client.on('error', () => {}));
  const options = { schema, casing: 'snake_case' } as const;
  return {
    db: drizzlePostgres({ client: pool, ...options }),
    kind: 'postgres',
    pool,
    usage: () => ({
      size: settings.size,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async migrate() {
      // The lock and the migration share one connection, or the unlock could land on another.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePostgres(drizzlePostgres({ client: connection, ...options }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, waitMs?: number): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    usage: takeTurnsOnPglite(client, waitMs),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PGlite runs one call at a time (queries, statements and transactions: what drizzle makes). The calls take
 * turns here, the oldest request's first (work-order.ts), and a call whose wait has reached `waitMs` leaves
 * the queue unstarted and fails busy (503 with Retry-After), as a PostgreSQL pool's wait does: without it, at
 * 500 sessions calls queued behind hundreds and their clients gave up before any answer (issue 21). A call
 * that has started is never cut short. Returns the usage for the metrics: the running call and those waiting.
 */
export function takeTurnsOnPglite(client: PGlite, waitMs = Number.POSITIVE_INFINITY): () => ConnectionUsage {
  let running = false;
  /** Sorted by when each call's wait is counted from: the next to run first. */
  const waiting: { since: number; start(): void }[] = [];
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (!running) {
        running = true;
        return resolve();
      }
      const now = Date.now();
      const since = waitCountedFrom(now);
      const left = since + waitMs - now;
      if (left <= 0) return reject(new DatabaseBusyError(waitMs));
      const entry = {
        since,
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = Number.isFinite(left)
        ? setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            reject(new DatabaseBusyError(waitMs));
          }, left)
        : undefined;
      const after = waiting.findLastIndex((other) => other.since <= since);
      waiting.splice(after + 1, 0, entry);
    });
  // The next call starts as this one ends, so `running` stays true between them.
  const done = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running = false;
  };
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await turn();
      try {
        return await run(...args);
      } finally {
        done();
      }
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
  return () => ({ size: 1, inUse: running ? 1 : 0, idle: running ? 0 : 1, waiting: waiting.length });
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
