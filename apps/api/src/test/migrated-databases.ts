import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a PGlite data folder that the drizzle migrations have run on. */
    pgliteSnapshot: string;
    /** A PostgreSQL database the drizzle migrations have run on; each test database is a copy. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest global setup: the drizzle migrations run once per test run on each database kind, and every
 * test database starts as a copy of that result, instead of migrating an empty database per test file.
 */
export default async function migrateOnce(project: TestProject) {
  sayWhatIsSkipped();
  const folder = mkdtempSync(path.join(tmpdir(), 'sextant-migrated-'));
  const snapshot = path.join(folder, 'pglite.tar');
  writeFileSync(snapshot, await migratedPgliteTar());
  project.provide('pgliteSnapshot', snapshot);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await migratedPostgresTemplate(serverUrl) : null;
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && template) await dropWithCopies(serverUrl, template);
  };
}

/** The suites a run without PostgreSQL or Redis skips, one line each, so a quiet skip cannot pass as a run. */
const NEEDS: [variable: string, what: string][] = [
  [
    'TEST_DATABASE_URL',
    'PostgreSQL: every API test’s second run, and the two-node, outage, busy-pool, readiness and shared-limit suites',
  ],
  ['TEST_REDIS_URL', 'Redis: the shared-limit and readiness suites on Redis'],
];

function sayWhatIsSkipped() {
  for (const [variable, what] of NEEDS)
    if (!process.env[variable]) console.log(`Skipped ${what} (${variable} is not set)`);
}

async function migratedPgliteTar(): Promise<Uint8Array> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await handle.migrate();
    const client = '$client' in handle.db ? handle.db.$client : null;
    if (!(client instanceof PGlite)) throw new Error('expected a PGlite database');
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await handle.close();
  }
}

async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = randomDatabaseName('sextant_template');
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}

/** The template, and every copy of it the run made (named after it): those the workers kept, and any a test left. */
async function dropWithCopies(serverUrl: string, template: string) {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [`${template}_`],
    );
    for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop database if exists ${template}`);
  });
}

export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
