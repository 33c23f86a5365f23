#!/usr/bin/env node
// Schema drift check: do the migrations in drizzle/ build the schema in src/db/schema? `drizzle-kit generate`
// runs into a copy of drizzle/ in a temporary folder (the real one is never written): if it writes a new
// migration, the schema changed without one, and this exits 1 naming it; otherwise it prints one line and
// exits 0. (`drizzle-kit check` only checks the migration history against itself.) No database is needed.
//
//   node scripts/schema-drift.mjs [--schema src/db/schema/index.ts] [--migrations drizzle]
//
// The options exist for the test that plants a change in a copy of the schema (src/db/schema-drift.test.ts).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const api = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: join(api, 'src/db/schema/index.ts') },
    migrations: { type: 'string', default: join(api, 'drizzle') },
  },
});
const schema = resolve(values.schema);
const migrations = resolve(values.migrations);
// The same settings as drizzle.config.ts, given as flags (drizzle-kit refuses --config beside other flags).
const flags = ['--dialect', 'postgresql', '--casing', 'snake_case', '--schema', schema];
const bin = join(dirname(createRequire(join(api, 'package.json')).resolve('drizzle-kit')), 'bin.cjs');
// drizzle-kit asks on a terminal whether a column that went and one that came are a rename; with no terminal
// it would wait for ever, so a run that takes this long has stopped to ask.
const TIMEOUT_MS = 60_000;
const RUN = 'run `npx drizzle-kit generate --name <what>` in apps/api';
const FIX = `${RUN} and commit the migration it writes`;

/** Every file under `dir`, as paths relative to it, with its contents. */
const filesOf = (dir) =>
  new Map(
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((path) => statSync(join(dir, path)).isFile())
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );

const generate = (cwd) =>
  new Promise((done) => {
    // The output folder is relative to cwd: drizzle-kit mangles an absolute --out ('.//tmp/…').
    const child = spawn(process.execPath, [bin, 'generate', ...flags, '--out', './drizzle'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => done({ code, signal, output }));
  });

const repo = resolve(api, '../..');
/** A path as the repository names it (absolute when outside it). */
const shown = (path) => (path.startsWith(`${repo}/`) ? relative(repo, path) : path);
/** drizzle-kit's own output without its count of each table's columns. */
const trimmed = (output) =>
  output
    .split('\n')
    .filter((line) => !/^\d+ tables$|^\S+ \d+ columns \d+ indexes \d+ fks$/.test(line))
    .join('\n')
    .trim();
const fail = (line, output) => {
  console.error(`schema drift: ${line}`);
  if (output) console.error(trimmed(output));
  process.exitCode = 1;
};

const work = mkdtempSync(join(tmpdir(), 'sextant-schema-drift-'));
try {
  const copy = join(work, 'drizzle');
  cpSync(migrations, copy, { recursive: true });
  const before = filesOf(copy);
  const { code, signal, output } = await generate(work);
  const after = filesOf(copy);
  const written = [...after.keys()].filter((path) => before.get(path) !== after.get(path));
  const changes = `${shown(schema)} has changes no migration in ${shown(migrations)} makes`;
  if (written.length > 0) {
    const sql = written.filter((path) => path.endsWith('.sql'));
    fail(`drizzle-kit generate wrote ${(sql.length > 0 ? sql : written).join(', ')}: ${changes}; ${FIX}`);
  } else if (output.includes('Interactive prompts require a TTY')) {
    fail(`${changes} (drizzle-kit asks whether one was renamed); ${RUN}, answer it, commit the migration`);
  } else if (signal) {
    fail(
      `drizzle-kit generate did not finish in ${TIMEOUT_MS / 1000} s (did it stop to ask about a rename?); ` +
        `${RUN}, answer it, commit the migration`,
      output,
    );
  } else if (code !== 0 || !output.includes('No schema changes')) {
    // drizzle-kit exits 0 on some errors (a missing snapshot, a schema that does not load): only its own
    // "No schema changes" line counts as agreement.
    fail(`drizzle-kit generate did not run cleanly (exit ${code}); its output:`, output);
  } else {
    console.log('schema and migrations agree');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
