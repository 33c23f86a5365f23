import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { TEST_JWT_SECRET, type TestContext, testClock } from './context';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface ApiNode {
  name: string;
  url: string;
  process: ChildProcess;
  /** The node's own data folder: its `.eml` outbox. */
  dataDir: string;
  /** The node as the test helpers' context: they call `ctx.app.inject`, which goes over HTTP here. */
  ctx: TestContext;
  outbox(): string[];
  /** What the process wrote (its warnings and errors), for a failing test to show. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Answers a fetch as `app.inject` does, so the sign-in helpers drive a real node unchanged. */
function injectOver(url: string) {
  return async (options: InjectOptions | string) => {
    const o = typeof options === 'string' ? { url: options } : options;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(o.headers ?? {}))
      if (value !== undefined) headers[name] = String(value);
    if (o.remoteAddress) headers['x-forwarded-for'] = o.remoteAddress;
    const response = await fetch(`${url}${o.url}`, {
      method: o.method ?? 'GET',
      headers,
      ...(o.payload !== undefined && {
        body:
          typeof o.payload === 'string' || Buffer.isBuffer(o.payload) ? o.payload : JSON.stringify(o.payload),
      }),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      json: () => JSON.parse(body),
    };
  };
}

/**
 * A real API process (the server as `npm start` runs it, from source) on the given PostgreSQL database,
 * as one node of several: same JWT secret, its own port and data folder. It trusts X-Forwarded-For from
 * the test (as from a proxy), so each test request can come from its own address.
 */
export async function startNode(name: string, databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `sextant-${name}-`));
  // tsx as a loader in the one process (its CLI would put the server in a child a kill -9 does not reach).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`node ${name} not ready in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const outboxDir = path.join(dataDir, 'outbox');
  const node: ApiNode = {
    name,
    url,
    process: child,
    dataDir,
    ctx: { app: { inject: injectOver(url) }, clock: testClock(new Date()) } as unknown as TestContext,
    outbox: () => {
      try {
        return readdirSync(outboxDir);
      } catch {
        return [];
      }
    },
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
  return node;
}
