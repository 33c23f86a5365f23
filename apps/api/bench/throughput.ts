/**
 * The throughput case: one call at a time over a fixed number of connections, beside bare-Fastify baselines
 * (a fixed list; one `pg` query a request) each in a process of its own.
 */
import type { DatabaseKind } from '../src/db/client';
import { type BenchServer, bearerHeaders, type LoadOptions, type LoadRow, load, withServer } from './harness';
import type { Session } from './mixes';
import { BENCH_PASSWORD, CLIENTS } from './seed-load';

const BASELINE: BenchServer = { port: 18_556, jwtSecret: '' };

/** The baselines' throughput for a policy list. */
export async function baselineRows(
  kind: DatabaseKind,
  databaseUrl: string,
  clientIds: string[],
  options: Omit<LoadOptions, 'port'>,
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  const modes = kind === 'postgres' ? (['fixed', 'pg'] as const) : (['fixed'] as const);
  for (const mode of modes) {
    const command = ['--import', 'tsx', 'bench/baseline-server.ts', mode, String(BASELINE.port), databaseUrl];
    await withServer(
      BASELINE,
      {},
      async (pid) => {
        rows.push(
          await load(
            { ...options, port: BASELINE.port, pid },
            mode === 'fixed' ? 'bare Fastify, fixed list' : 'bare Fastify + one pg query',
            clientIds.map((id) => () => ({
              method: 'GET',
              path: '/v1/policy',
              headers: { 'x-client-id': id },
            })),
          ),
        );
      },
      command,
    );
  }
  return rows;
}

/** The API's throughput for its list, the latest valuations, two-year graphs and sign-ins. */
export async function apiRows(api: LoadOptions, sessions: Session[]): Promise<LoadRow[]> {
  const pairs = sessions.flatMap((session) =>
    session.policies.map((policy) => ({ ...policy, token: session.token })),
  );
  const rows: LoadRow[] = [];
  rows.push(
    await load(
      api,
      'GET /v1/policy',
      sessions.slice(0, 100).map(({ token }) => () => ({
        method: 'GET',
        path: '/v1/policy',
        headers: bearerHeaders(token),
      })),
    ),
  );
  rows.push(
    await load(
      api,
      'GET valuation-latest',
      pairs.map((p) => () => ({ method: 'GET', path: p.latest, headers: bearerHeaders(p.token) })),
    ),
  );
  rows.push(
    await load(
      api,
      'GET valuation-graph (2y)',
      pairs.map((p) => () => ({
        method: 'GET',
        path: `${p.graph}?date_range=two_years`,
        headers: bearerHeaders(p.token),
      })),
    ),
  );
  let n = 0;
  rows.push(
    await load(api, 'POST /v1/authentication/create', [
      () => ({
        method: 'POST',
        path: '/v1/authentication/create',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          'LoginForm[username]': `bench-${(n++ % CLIENTS) + 1}@sextant.test`,
          'LoginForm[password]': BENCH_PASSWORD,
        }).toString(),
      }),
    ]),
  );
  return rows;
}
