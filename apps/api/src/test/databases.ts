import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { countPgliteCalls, type DatabaseHandle, type DatabaseKind, openDatabase } from '@/db/client';
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

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    usage: countPgliteCalls(client),
    // A copy of the migrated snapshot: nothing is left to apply.
    migrate: async () => {},
    close: () => client.close(),
  };
}

/**
 * A migrated PostgreSQL database of its own for a test that opens it more than once (several apps or
 * API processes on one database, as nodes): its URL, and a drop for the end.
 */
export async function createPostgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = randomDatabaseName('sextant_test');
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const copy = await createPostgresCopy();
  const handle = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}
