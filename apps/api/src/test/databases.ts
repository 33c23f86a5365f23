import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openDatabase, takeTurnsOnPglite } from '@/db/client';
import * as schema from '@/db/schema/index';
import { databaseUrl, randomDatabaseName, withAdmin } from './migrated-databases';

/**
 * The databases every API test runs on: PGlite in memory always, and a PostgreSQL server when
 * TEST_DATABASE_URL is set. Each starts as a copy of the database that migrated-databases.ts migrated
 * once for the run; each PostgreSQL copy has a random name and is dropped at the end, because that
 * server outlives test runs.
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  return kind === 'pglite' ? openPgliteCopy() : openPostgresCopy();
}

/**
 * PGlite databases this worker has finished with, emptied and handed to the next test that opens one. Loading
 * the migrated snapshot into a new PGlite costs 1.6 s of CPU alone and 3.6 s beside the rest of the suite
 * (77 opens a run: 274 core-seconds, a quarter of the API tests); emptying one that is open costs 5–30 ms.
 */
const idle: Pooled[] = [];
interface Pooled {
  client: PGlite;
  usage: DatabaseHandle['usage'];
  /** The statements that empty it: the schema's tables and sequences, listed once. */
  emptying: string;
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const pooled = idle.pop() ?? (await newPgliteCopy());
  let closed = false;
  const client = guarded(pooled.client, () => closed);
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    usage: pooled.usage,
    // A copy of the migrated snapshot: nothing is left to apply.
    migrate: async () => {},
    close: async () => {
      if (closed) return;
      closed = true;
      await empty(pooled);
      idle.push(pooled);
    },
  };
}

async function newPgliteCopy(): Promise<Pooled> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  return { client, usage: takeTurnsOnPglite(client), emptying: await emptyingOf((sql) => client.query(sql)) };
}

/**
 * Back to the migrated snapshot: every table of the schema emptied (triggers and foreign keys off while it is,
 * so the order does not matter and no trigger writes), its sequences restarted. The migrations insert no rows,
 * so empty tables are the snapshot's.
 */
async function emptyingOf(query: (sql: string) => Promise<{ rows: { name: string }[] }>): Promise<string> {
  const tables = await query(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const sequences = await query(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  return [
    'set session_replication_role = replica;',
    ...tables.rows.map(({ name }) => `delete from ${name};`),
    ...sequences.rows.map(({ name }) => `alter sequence ${name} restart;`),
  ].join(' ');
}

/** Emptied as it goes back to the worker, and the session's settings, locks and listeners dropped. */
async function empty({ client, emptying }: Pooled) {
  await client.exec(emptying);
  await client.exec('discard all');
}

/**
 * The database as one test sees it: its calls refused once that test has closed it, so work a test left
 * running cannot write into the next test's data.
 */
function guarded(client: PGlite, isClosed: () => boolean): PGlite {
  const refuse = () =>
    Promise.reject(
      new Error('PGlite is closed (this test closed its database; the PGlite serves another test now)'),
    );
  return Object.assign(Object.create(client) as PGlite, {
    query: ((...args: Parameters<PGlite['query']>) =>
      isClosed() ? refuse() : client.query(...args)) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) =>
      isClosed() ? refuse() : client.exec(...args)) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) =>
      isClosed() ? refuse() : client.transaction(...args)) as PGlite['transaction'],
  });
}

/**
 * A migrated PostgreSQL database of its own for a test that opens it more than once (several apps or
 * API processes on one database, as nodes): its URL, and a drop for the end. Its name starts with the
 * template's, so the run's teardown drops whatever a test left (migrated-databases.ts).
 */
export async function createPostgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = randomDatabaseName(template);
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

/**
 * PostgreSQL copies this worker has finished with, emptied as the PGlite ones are: a copy made from the
 * template and dropped costs the server some 0.2 core-seconds and the test 150-400 ms (WAL-logged copy,
 * then a checkpointed drop), emptying one 10-30 ms. The teardown drops them with the run's others.
 */
const idlePostgres: { url: string; emptying: string }[] = [];

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const copy = idlePostgres.pop() ?? (await newPooledPostgresCopy());
  const handle = await openDatabase({ kind: 'postgres', url: copy.url });
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      // Every connection of the test's pool ends first: its locks, listeners and settings go with it.
      await handle.close();
      await withAdmin(copy.url, (client) => client.query(copy.emptying));
      idlePostgres.push(copy);
    },
  };
}

async function newPooledPostgresCopy() {
  const { url } = await createPostgresCopy();
  return { url, emptying: await withAdmin(url, (client) => emptyingOf((sql) => client.query(sql))) };
}
