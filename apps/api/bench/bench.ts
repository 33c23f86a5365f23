/**
 * `npm run bench`: the API under load, on PGlite and on PostgreSQL. Not part of `npm test`.
 *
 * Seeds 1,000 clients × 5 policies × 730 daily valuations (3.65 million rows) next to the demo firm, starts
 * the production build of the server on that database (a fresh process for each case) and drives it from
 * this process. The cases (--only, comma-separated; all by default):
 * - throughput: GET /v1/policy, the latest valuation, a two-year graph and sign-ins over --connections, each
 *   as a ratio to the baselines run beside it in processes of their own: bare Fastify answering a fixed list,
 *   and (PostgreSQL) bare Fastify answering from one `pg` query a request; with the server's CPU a request.
 * - mixes: --sessions signed-in sessions (500) for --sessions-duration seconds (30), one connection each,
 *   each looping without pause (closed loop) over a screen's calls: the home mix (a full load of
 *   /tabs/policies: start-up, the tabs' badges and the home's loader; mixes.ts) and the graph mix (each
 *   policy's view in turn). Requests, rps, p50/p97.5/p99/max (ms), non-2xx by status, 5xx, and the requests
 *   without an answer: timed out after --timeout seconds (20), failed connections, and still in flight at the end.
 * - calls (only when asked): each kind of call of both mixes alone, as the throughput case measures a call:
 *   which of a screen's calls costs the server what.
 * - memory: one anonymous POST /v1/authentication/create of --memory-parts (1,000) multipart text parts of
 *   --memory-part-mb (1) each, streamed from one reused buffer, then two at once: the status, the MB sent
 *   before the answer or close, the MB the server read (/proc rchar), and its RSS before, at peak (VmHWM
 *   reset through clear_refs, and sampled), at the answer and 5 s later.
 * - uploads: --uploads (10) staff uploads of a --upload-mb (20) MB PDF at once (POST
 *   /v1/admin/clients/:id/documents) while --upload-others (50) sessions run the home mix: the uploads'
 *   statuses and durations, the others' p50/p99 and unanswered requests, and the server's peak RSS.
 *
 * Before and after in one run: --baseline-ref <git ref> (e.g. 4393c0b) checks the ref out in a git worktree
 * at /tmp/sextant-bench-<sha> (kept for the next run; remove it with `git worktree remove`), links this
 * checkout's node_modules into it, builds its API and runs every case against it too, right after this
 * checkout's, on the same database; the tables give this checkout's figures as ratios to it. The database is
 * seeded and migrated by this checkout's code. --server-root <dir> does the same with a tree already checked
 * out (its root or its apps/api; built if it has no dist/server.js), e.g.
 *   git worktree add --detach /tmp/base 4393c0b && npm run bench -- --server-root /tmp/base
 * (/tmp/base needs node_modules: link or install them, as --baseline-ref does).
 *
 * --profile: this checkout's server runs the mixes under `node --cpu-prof`, and the bench prints where its
 * CPU went (by function, package, and the API's functions with their callees) and, on PostgreSQL, what the
 * database's connections were doing (pg_stat_activity sampled every 50 ms). Figures measured with it on are
 * a little lower.
 *
 * Other options: --db pglite|postgres|both (both), --duration seconds (10) and --connections n (50) for
 * the throughput. A short run: --only mixes --sessions-duration 10 --db postgres.
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * a database with a random name is made and dropped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseKind } from '../src/db/client';
import { buildCheckout, otherCheckout } from './checkout';
import { printProfile, profileClock, profileIn, sampleSql } from './cpu-profile';
import {
  apiDir,
  type BenchServer,
  bearerHeaders,
  buildApi,
  type LoadRow,
  load,
  withBenchDatabase,
  withServer,
} from './harness';
import { memoryCase } from './memory';
import { callsOf, type MixName, refusedCalls, runMix, type Session, sessionsOf } from './mixes';
import { printTable, withRatios } from './report';
import { POLICIES_PER_CLIENT, type SeededLoad, seedLoad } from './seed-load';
import { apiRows, baselineRows } from './throughput';
import { uploadsCase } from './uploads';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    only: { type: 'string', default: 'throughput,mixes,memory,uploads' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    sessions: { type: 'string', default: '500' },
    'sessions-duration': { type: 'string', default: '30' },
    timeout: { type: 'string', default: '20' },
    'memory-parts': { type: 'string', default: '1000' },
    'memory-part-mb': { type: 'string', default: '1' },
    uploads: { type: 'string', default: '10' },
    'upload-mb': { type: 'string', default: '20' },
    'upload-others': { type: 'string', default: '50' },
    'baseline-ref': { type: 'string' },
    'server-root': { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const CASES = new Set(args.only.split(','));
const SESSIONS = Number(args.sessions);
const TIMEOUT = Number(args.timeout);
const SERVER: BenchServer = { port: 18_555, jwtSecret: randomBytes(32).toString('hex') };
const log = (message: string) => console.log(`[bench] ${message}`);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  label: string;
  root: string;
}

/** Every table of the run, printed again together at the end. */
const tables: Array<{ title: string; rows: Record<string, string | number | undefined>[] }> = [];
function report(title: string, rows: Record<string, string | number | undefined>[]) {
  tables.push({ title, rows });
  printTable(title, rows);
}

interface Run {
  kind: DatabaseKind;
  serverEnv: Record<string, string>;
  seeded: SeededLoad;
  sessions: Session[];
  targets: Target[];
}

const labelsOf = (run: Run) => run.targets.map((target) => target.label);

/** Runs `use` on a fresh server of each target in turn, this checkout's first. */
async function eachTarget<T>(run: Run, use: (pid: number) => Promise<T>) {
  const results: Array<{ target: Target; result: T }> = [];
  for (const target of run.targets) {
    await withServer({ ...SERVER, root: target.root }, run.serverEnv, async (pid) => {
      results.push({ target, result: await use(pid) });
    });
  }
  return results;
}

async function throughput(run: Run) {
  const options = {
    connections: Number(args.connections),
    duration: Number(args.duration),
    timeout: TIMEOUT,
  };
  const bases = await baselineRows(run.kind, run.serverEnv.DATABASE_URL ?? '', run.seeded.clientIds, options);
  const results = await eachTarget(run, (pid) =>
    apiRows({ ...options, port: SERVER.port, pid }, run.sessions),
  );
  const [fixed, pgBase] = bases;
  const share = (rps: number, base?: { rps: number }) =>
    base ? `${((rps / base.rps) * 100).toFixed(1)}%` : '–';
  const rows = [
    ...bases.map((row) => ({ target: 'baseline', ...row })),
    ...results.flatMap(({ target, result }) => result.map((row) => ({ target: target.label, ...row }))),
  ].map(({ cpuMsPerRequest, ...row }) => ({
    ...row,
    'CPU ms/req': cpuMsPerRequest,
    'vs fixed list': share(row.rps, fixed),
    'vs one pg query': share(row.rps, pgBase),
  }));
  report(
    `${run.kind}: throughput, ${options.connections} connections, ${options.duration} s a call (ms)`,
    withRatios(rows, (row) => String(row.call), labelsOf(run), ['rps', 'p99']),
  );
}

/** One mix on a fresh server of each target; with --profile, this checkout's under --cpu-prof. */
async function mix(run: Run, name: MixName) {
  const rows: Record<string, string | number>[] = [];
  for (const [i, target] of run.targets.entries()) {
    const profileDir = args.profile && i === 0 ? mkdtempSync(path.join(tmpdir(), 'sextant-profile-')) : '';
    const command = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'dist/server.js'] : undefined;
    let sql: ReturnType<typeof sampleSql> | undefined;
    const window = { from: 0, to: 0 };
    await withServer(
      { ...SERVER, root: target.root },
      run.serverEnv,
      async (pid) => {
        const refused = await refusedCalls(SERVER.port, run.sessions[0]!, name);
        if (refused.length > 0)
          log(`${target.label} refuses calls of the ${name} mix at rest: ${refused.join(', ')}`);
        const options = {
          port: SERVER.port,
          pid,
          duration: Number(args['sessions-duration']),
          timeout: TIMEOUT,
        };
        if (profileDir && run.kind === 'postgres') sql = sampleSql(run.serverEnv.DATABASE_URL!);
        window.from = profileClock();
        const row = await runMix(options, run.sessions, name);
        window.to = profileClock();
        rows.push({ target: target.label, mix: name, sessions: run.sessions.length, ...row });
      },
      command,
    );
    if (profileDir) {
      log(`${run.kind}, ${name} mix, ${target.label}: where the server's time went`);
      await (sql as ReturnType<typeof sampleSql> | undefined)?.stopAndPrint(Number(rows.at(-1)?.requests));
      printProfile(profileIn(profileDir), window);
    }
  }
  return rows;
}

async function mixes(run: Run) {
  const rows = [...(await mix(run, 'home')), ...(await mix(run, 'graph'))];
  report(
    `${run.kind}: ${run.sessions.length} sessions for ${args['sessions-duration']} s, closed loop (ms; timeout ${TIMEOUT} s)`,
    withRatios(rows, (row) => String(row.mix), labelsOf(run), ['rps', 'p99']),
  );
}

/** Each kind of call of both mixes alone, over --connections for --duration: which of them costs what. */
async function calls(run: Run) {
  const options = {
    connections: Number(args.connections),
    duration: Number(args.duration),
    timeout: TIMEOUT,
  };
  const kinds = new Map([...callsOf(run.sessions, 'home'), ...callsOf(run.sessions, 'graph')]);
  const results = await eachTarget(run, async (pid) => {
    const rows: LoadRow[] = [];
    for (const [kind, requests] of kinds) {
      const api = { ...options, port: SERVER.port, pid };
      rows.push(
        await load(
          api,
          kind,
          requests.map(({ method, path, token }) => () => ({ method, path, headers: bearerHeaders(token) })),
        ),
      );
    }
    return rows;
  });
  report(
    `${run.kind}: each call of the mixes alone, ${options.connections} connections, ${options.duration} s a call (ms)`,
    withRatios(
      results.flatMap(({ target, result }) => result.map((row) => ({ target: target.label, ...row }))),
      (row) => String(row.call),
      labelsOf(run),
      ['rps', 'cpuMsPerRequest'],
    ),
  );
}

async function memory(run: Run) {
  const options = {
    parts: Number(args['memory-parts']),
    partBytes: Number(args['memory-part-mb']) * 1024 * 1024,
    timeoutMs: 300_000,
  };
  const rows = [];
  for (const concurrent of [1, 2]) {
    const results = await eachTarget(run, async (pid) => {
      await wait(2000);
      return memoryCase(pid, SERVER.port, { ...options, concurrent });
    });
    rows.push(...results.map(({ target, result }) => ({ target: target.label, ...result })));
  }
  report(
    `${run.kind}: anonymous POST /v1/authentication/create, ${options.parts} multipart parts of ${args['memory-part-mb']} MB`,
    withRatios(rows, (row) => String(row.requests), labelsOf(run), ['RSS rise MB']),
  );
}

async function uploads(run: Run) {
  const count = Number(args.uploads);
  const others = run.sessions.slice(0, Number(args['upload-others']));
  const results = await eachTarget(run, async (pid) => {
    await wait(2000);
    return uploadsCase(
      { port: SERVER.port, pid, timeout: TIMEOUT },
      {
        staffToken: run.seeded.staffToken,
        clientIds: run.seeded.clientIds.slice(0, count),
        others,
        bytes: Number(args['upload-mb']) * 1024 * 1024,
        timeoutMs: 600_000,
      },
    );
  });
  report(
    `${run.kind}: ${count} staff uploads of ${args['upload-mb']} MB at once, ${others.length} sessions on the home mix meanwhile (ms)`,
    withRatios(
      results.map(({ target, result }) => ({ target: target.label, ...result })),
      () => 'uploads',
      labelsOf(run),
      ['others: p99', 'RSS peak MB'],
    ),
  );
}

async function run(kind: DatabaseKind, targets: Target[]) {
  log(`--- ${kind} ---`);
  await withBenchDatabase(kind, async ({ handle, serverEnv }) => {
    const signedIn = Math.max(SESSIONS, Number(args['upload-others']), Number(args.uploads));
    const seeded = await seedLoad(handle, SERVER, signedIn);
    await handle.close();
    let sessions: Session[] = [];
    await withServer(SERVER, serverEnv, async () => {
      sessions = (await sessionsOf(SERVER.port, seeded.tokens)).slice(0, SESSIONS);
    });
    if (sessions.some((session) => session.policies.length !== POLICIES_PER_CLIENT))
      throw new Error(`every session should have ${POLICIES_PER_CLIENT} policies`);
    const context: Run = { kind, serverEnv, seeded, sessions, targets };
    if (CASES.has('throughput')) await throughput(context);
    if (CASES.has('calls')) await calls(context);
    if (CASES.has('mixes')) await mixes(context);
    if (CASES.has('memory')) await memory(context);
    if (CASES.has('uploads')) await uploads(context);
  });
}

buildApi();
const targets: Target[] = [{ label: 'this checkout', root: apiDir }];
if (args['baseline-ref']) targets.push(buildCheckout(args['baseline-ref']));
if (args['server-root']) targets.push(otherCheckout(args['server-root']));
const kinds: DatabaseKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DatabaseKind];
for (const kind of kinds) await run(kind, targets);
console.log('\n### npm run bench: every table\n');
for (const { title, rows } of tables) printTable(title, rows);
