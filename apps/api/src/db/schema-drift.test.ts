import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The check `npm run lint` runs (scripts/schema-drift.mjs), on the real schema and on copies of it with a
// change planted that no migration makes.
const api = fileURLToPath(new URL('../..', import.meta.url));
const script = path.join(api, 'scripts/schema-drift.mjs');
const migrations = path.join(api, 'drizzle');

const drift = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [script, ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** Every file of the real migrations folder with its contents: the check must never write there. */
const migrationFiles = () =>
  readdirSync(migrations, { recursive: true })
    .map(String)
    .sort()
    .map((file) => {
      try {
        return [file, readFileSync(path.join(migrations, file), 'utf8')];
      } catch {
        return [file, 'a folder'];
      }
    });

const copies: string[] = [];
/** A copy of src/db/schema, with `change` applied to one of its files; returns the copy's index.ts. */
const schemaCopy = (file?: string, change?: (source: string) => string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sextant-schema-'));
  copies.push(dir);
  cpSync(path.join(api, 'src/db/schema'), path.join(dir, 'schema'), { recursive: true });
  // The schema imports drizzle-orm and @sextant/contracts, found from the copy as from the original.
  symlinkSync(path.join(api, '../../node_modules'), path.join(dir, 'node_modules'), 'dir');
  if (file && change) {
    const source = readFileSync(path.join(dir, 'schema', file), 'utf8');
    const changed = change(source);
    expect(changed, 'the planted change no longer applies to the schema').not.toBe(source);
    writeFileSync(path.join(dir, 'schema', file), changed);
  }
  return path.join(dir, 'schema/index.ts');
};
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('the schema drift check', () => {
  const before = migrationFiles();
  const next = String(
    JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')).entries.length,
  );

  it('passes on the real schema and migrations, and on an unchanged copy of the schema', async () => {
    expect(await drift()).toEqual({ code: 0, stdout: 'schema and migrations agree\n', stderr: '' });
    expect(await drift('--schema', schemaCopy())).toMatchObject({ code: 0, stderr: '' });
  });

  it('fails on a column no migration adds, naming the migration generate wrote and the fix', async () => {
    const schema = schemaCopy('firms.ts', (source) =>
      source.replace("pgTable('firms', {", "pgTable('firms', {\n  plantedNote: text('planted_note'),"),
    );
    const { code, stdout, stderr } = await drift('--schema', schema);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^schema drift: drizzle-kit generate wrote ${next.padStart(4, '0')}_\\w+\\.sql: .* no migration in ` +
            'apps/api/drizzle makes; run `npx drizzle-kit generate --name <what>` in apps/api and commit',
        ),
      ),
    ]);
    expect(migrationFiles()).toEqual(before);
  });

  it('fails, without waiting for an answer, on a column that may have been renamed', async () => {
    const schema = schemaCopy('firms.ts', (source) =>
      source.replace("bio: text('bio')", "biography: text('biography')"),
    );
    const { code, stderr } = await drift('--schema', schema);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^schema drift: .* \(drizzle-kit asks whether one was renamed\); run `npx drizzle-kit/,
    );
    expect(migrationFiles()).toEqual(before);
  });
});
