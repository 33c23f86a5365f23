/**
 * `npm run bench:import`: a 100,000-row valuation CSV imported through the same service the API and the
 * CLI use, on PGlite (a data folder on disk) and on PostgreSQL.
 *
 * Makes a firm, a client, a provider and --policies policies (100), a CSV of --rows rows (100,000: one
 * value a policy a day, going back from yesterday), and times: the first import (all inserted), the same
 * file again (all unchanged), and a file with every value changed (all updated). Prints a table.
 *
 * Options: --db pglite|postgres|both (both), --rows n, --policies n.
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres; a database with a random name is made and dropped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../src/db/client';
import { firms, policies, providers, users } from '../src/db/schema/index';
import { writeImport } from '../src/modules/policies/imports/previews';
import { checkValuations } from '../src/modules/policies/valuations/import';
import { cliActor } from '../src/shared/actor';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '100000' },
    policies: { type: 'string', default: '100' },
  },
});
const ROWS = Number(args.rows);
const POLICIES = Number(args.policies);
const log = (message: string) => console.error(`[bench:import] ${message}`);

function csv(references: string[], change: number) {
  const lines = ['policy_reference,date,value,currency'];
  const days = Math.ceil(ROWS / references.length);
  const yesterday = Date.UTC(2026, 0, 1) - 86_400_000;
  for (let day = 0; day < days && lines.length <= ROWS; day++) {
    const date = new Date(yesterday - day * 86_400_000).toISOString().slice(0, 10);
    for (const [i, reference] of references.entries()) {
      if (lines.length > ROWS) break;
      lines.push(`${reference},${date},${(10_000 + i * 10 + day / 100 + change).toFixed(2)},GBP`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function open(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; cleanUp: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'sextant-import-bench-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      handle,
      cleanUp: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `sextant_import_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    cleanUp: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

interface Result {
  kind: DatabaseKind;
  run: string;
  seconds: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

async function bench(kind: DatabaseKind): Promise<Result[]> {
  const { handle, cleanUp } = await open(kind);
  try {
    await handle.migrate();
    const { db } = handle;
    const [firm] = await db
      .insert(firms)
      .values({
        name: 'Bench Firm',
        fcaNumber: '123456',
        fcaRegisteredDate: '2020-01-01',
        supportEmail: 'b@b.test',
      })
      .returning();
    const [client] = await db
      .insert(users)
      .values({
        firmId: firm!.id,
        email: `bench-${randomBytes(4).toString('hex')}@b.test`,
        firstName: 'B',
        surname: 'C',
      })
      .returning();
    const [provider] = await db
      .insert(providers)
      .values({ firmId: firm!.id, name: 'Bench Provider' })
      .returning();
    const references = Array.from({ length: POLICIES }, (_, i) => `BENCH-${String(i + 1).padStart(4, '0')}`);
    await db.insert(policies).values(
      references.map((reference) => ({
        firmId: firm!.id,
        clientId: client!.id,
        providerId: provider!.id,
        reference,
        productType: 'ISA',
        startDate: '2000-01-01',
      })),
    );
    const results: Result[] = [];
    for (const [run, change] of [
      ['first import', 0],
      ['same file again', 0],
      ['every value changed', 1],
    ] as const) {
      const text = csv(references, change);
      const started = performance.now();
      // What confirming a preview does: the whole check again, then the writes.
      const now = new Date('2026-01-01T12:00:00Z');
      const check = await checkValuations(db, firm!.id, text, { now });
      if (check.errors.length > 0)
        throw new Error(`import refused: ${JSON.stringify(check.errors.slice(0, 3))}`);
      const report = await writeImport(db, check, cliActor(firm!.id, now), {
        fileName: null,
        previewId: null,
      });
      const seconds = (performance.now() - started) / 1000;
      results.push({
        kind,
        run,
        seconds,
        inserted: report.inserted,
        updated: report.updated,
        unchanged: report.unchanged,
      });
      log(`${kind}: ${run} of ${report.rows.toLocaleString('en-GB')} rows in ${seconds.toFixed(2)} s`);
    }
    return results;
  } finally {
    await cleanUp();
  }
}

async function main() {
  const kinds: DatabaseKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DatabaseKind];
  const results: Result[] = [];
  for (const kind of kinds) results.push(...(await bench(kind)));
  const rows = [
    ['database', 'run', 'rows', 'seconds', 'rows/s', 'inserted', 'updated', 'unchanged'],
    ...results.map((r) => [
      r.kind,
      r.run,
      ROWS.toLocaleString('en-GB'),
      r.seconds.toFixed(2),
      Math.round(ROWS / r.seconds).toLocaleString('en-GB'),
      r.inserted.toLocaleString('en-GB'),
      r.updated.toLocaleString('en-GB'),
      r.unchanged.toLocaleString('en-GB'),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(rows[0]!));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(line(row));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
