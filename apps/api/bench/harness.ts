/**
 * What the load benchmarks share: a throwaway database of each kind, the real server started on it, signed-in
 * sessions, and autocannon driving a call.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../src/db/client';
import { sessionPolicy } from '../src/shared/sessions/policy';
import { createSession } from '../src/shared/sessions/repository';
import { createTokenService, type Role } from '../src/shared/sessions/tokens';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Both drivers answer `{ rows }`; the shared Database type does not say so. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** What the server needs to open the same database. */
  serverEnv: Record<string, string>;
}

/**
 * Runs `use` on a new, empty database of the kind: PGlite in a temporary folder, or on PostgreSQL (at
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server) a database with a random name, dropped
 * afterwards. Answers false when PostgreSQL cannot be reached.
 */
export async function withBenchDatabase(
  kind: DatabaseKind,
  use: (database: BenchDatabase) => Promise<void>,
): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sextant-bench-'));
  try {
    if (kind === 'pglite') {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      await use({ handle, serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' } });
      return true;
    }
    const adminUrl =
      process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
    } catch (error) {
      console.log(`PostgreSQL not reachable at ${adminUrl}: ${(error as Error).message}; skipped`);
      return false;
    }
    const name = `sextant_bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      await use({ handle, serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: dataDir } });
      return true;
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface BenchServer {
  port: number;
  jwtSecret: string;
  /** The apps/api folder whose build runs (another checkout's, for a baseline); this one's by default. */
  root?: string;
}

/**
 * Signed-in sessions (both factors passed), as sign-in would leave them for these users: their bearer tokens.
 * The server reads the role from the user; the token's claim only names it, as sign-in's would.
 */
export async function signedInTokens(
  handle: DatabaseHandle,
  clientIds: string[],
  server: BenchServer,
  role: Role = 'client',
): Promise<string[]> {
  const tokens = createTokenService(server.jwtSecret);
  const now = new Date();
  // The server under test runs with the default rules.
  const expiresAt = sessionPolicy().endOf(now);
  const bearer: string[] = [];
  for (const userId of clientIds) {
    const sid = await createSession(handle.db, {
      userId,
      deviceId: null,
      mfaVerified: true,
      ip: '127.0.0.1',
      userAgent: 'bench',
      now,
      expiresAt,
    });
    bearer.push(await tokens.sign({ sub: userId, sid, vip: false, role }, expiresAt, now));
  }
  return bearer;
}

/** Builds the API as production runs it (dist/server.js): the bench measures that, not tsx. */
export function buildApi(root = apiDir) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

/**
 * Runs `use` while the real server (the production build, default settings, no rate limits, no demo data)
 * serves the database, then stops it; `use` gets the server's process id, to read its CPU time.
 */
export async function withServer(
  server: BenchServer,
  env: Record<string, string>,
  use: (pid: number) => Promise<void>,
  command: string[] = ['dist/server.js'],
): Promise<void> {
  const child = spawn(process.execPath, command, {
    cwd: server.root ?? apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(server.port),
      JWT_SECRET: server.jwtSecret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_ACCOUNT_LIMIT_PER_15_MINUTES: '100000000',
      DEMO_DATA: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await untilHealthy(server.port, child, command.includes('dist/server.js') ? '/health' : '/v1/policy');
    await use(child.pid!);
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

async function untilHealthy(port: number, child: ChildProcess, probe: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}${probe}`);
      if (probe !== '/health' || (await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Long enough for the slowest call's in-flight requests (20 at about 1.5 s on PGlite) to be answered. */
const SETTLE_MS = 3000;

export interface LoadRow {
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time (user + system) per answered request, in ms. */
  cpuMsPerRequest?: number;
}

/** A process's CPU time so far (user + system), in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface LoadOptions {
  port: number;
  connections: number;
  /** Seconds. */
  duration: number;
  /** The server's process, to report its CPU time a request. */
  pid?: number;
  /** Seconds before a request without an answer counts as timed out (autocannon's default: 10). */
  timeout?: number;
}

/** Drives one call for `duration` seconds over `connections` connections, taking the requests in turn. */
export async function load(
  options: LoadOptions,
  call: string,
  requests: Array<() => autocannon.Request>,
): Promise<LoadRow> {
  let next = 0;
  const cpuBefore = options.pid ? cpuMs(options.pid) : 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.duration,
    ...(options.timeout && { timeout: options.timeout }),
    requests: [{ setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length]!() }) }],
  });
  // autocannon stops at the deadline with requests still in flight: the server finishes them before the next
  // call is measured, so a slow call's backlog does not weigh on the one after it.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return {
    call,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout among its errors too.
    errors: result.errors + result.non2xx,
    ...(options.pid && {
      cpuMsPerRequest: Number(
        ((cpuMs(options.pid) - cpuBefore) / Math.max(1, result.requests.total)).toFixed(3),
      ),
    }),
  };
}

/** The headers of a client's JSON call. */
export const bearerHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
});
