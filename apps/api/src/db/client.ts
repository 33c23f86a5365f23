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
import * as schema from './schema/index';

export type Schema = typeof schema;
/**
 * The database or a transaction on it: drizzle's transaction is a `PgDatabase` of the same schema, so a
 * repository taking this runs inside the caller's transaction when handed its `tx`, without a cast.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The PostgreSQL server's pool, for what shares it beside Drizzle (the rate limits); none on PGlite. */
  pool?: pg.Pool;
  /** Applies the drizzle-kit SQL migrations; the same files serve PGlite and PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` null keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside the source (src/db) or the build (dist/): the same SQL files either way. */
const migrationsFolder = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')].find((dir) =>
  existsSync(dir),
)!;
/** A call fails fast (and answers 503) while the server cannot be reached, instead of hanging. */
const CONNECT_TIMEOUT_MS = 3000;
/** Any fixed number: serialises migrations when several API nodes start against one server. */
const MIGRATION_LOCK = 72_616_401;

/** Opens PostgreSQL when a URL is configured, otherwise the embedded PGlite in the data folder. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A pooled connection that fails while idle must not take the process down; the next query reports it.
  pool.on('error', () => {});
  const options = { schema, casing: 'snake_case' } as const;
  return {
    db: drizzlePostgres({ client: pool, ...options }),
    kind: 'postgres',
    pool,
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

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
