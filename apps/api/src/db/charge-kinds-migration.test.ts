import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const CHARGE_KINDS_MIGRATION = '0011_segments_charge_kinds_vulnerability_cover';

/** The migrations folder as it was before `tag`: its SQL files, and a journal that ends before it. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'sextant-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * Migration 0011 on a database that already holds transactions: every charge stored before it becomes of kind
 * `other`, every other row stays without one (PGlite; the SQL is the same on PostgreSQL).
 */
describe('migration 0011: the charges stored before kinds', () => {
  const before = migrationsBefore(CHARGE_KINDS_MIGRATION);
  const client = new PGlite();
  const db = drizzle({ client });
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('makes each stored charge other and leaves the rest without a kind', async () => {
    await migrate(db, { migrationsFolder: before });
    // The rows alone: the firm, client and policy they belong to are not what this migration reads.
    await client.exec(`
      set session_replication_role = replica;
      insert into transactions (policy_id, occurred_on, type, amount, currency, source, description)
      values (gen_random_uuid(), '2026-01-31', 'charge', 12.50, 'GBP', 'statement', 'Adviser fee'),
             (gen_random_uuid(), '2026-02-01', 'contribution', 500, 'GBP', 'feed', 'Monthly');`);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const { rows } = await client.query<{ type: string; charge_kind: string | null }>(
      'select type::text as type, charge_kind from transactions order by occurred_on',
    );
    expect(rows).toEqual([
      { type: 'charge', charge_kind: 'other' },
      { type: 'contribution', charge_kind: null },
    ]);
  });
});
