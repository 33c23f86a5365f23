/**
 * `npm run bench`: the API under load, on PGlite and on PostgreSQL.
 *
 * Seeds 1,000 clients × 5 policies × 730 daily valuations (3.65 million rows) next to the demo firm,
 * starts the production build of the server on that database, and drives it with autocannon from this
 * process: GET /v1/policy, the latest valuation, a two-year graph, and sign-ins. In the same run, each in a
 * process of its own, the baselines: bare Fastify answering a fixed list, and (PostgreSQL) bare Fastify
 * answering from one `pg` query a request; each call's throughput is given as a ratio to both, with the
 * server's CPU time a request. Then 500 signed-in sessions at once, each looping over its policy list, a
 * latest valuation and a one-year graph without pause. Prints requests a second and p50/p99 latency (ms).
 * Not part of `npm test`.
 *
 * Options: --db pglite|postgres|both (both), --duration seconds (10), --connections n (50),
 * --sessions-duration seconds (30).
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * a database with a random name is made and dropped.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DatabaseKind } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/demo';
import { hashPassword } from '../src/shared/passwords';
import {
  bearerHeaders,
  buildApi,
  type LoadRow,
  load,
  rowsOf,
  seconds,
  signedInTokens,
  withBenchDatabase,
  withServer,
} from './harness';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'sessions-duration': { type: 'string', default: '30' },
  },
});
const DURATION = Number(args.duration);
const SESSIONS_DURATION = Number(args['sessions-duration']);
const CONNECTIONS = Number(args.connections);
const CLIENTS = 1000;
const POLICIES_PER_CLIENT = 5;
const DAYS = 730;
/** Sessions signed in for the run: the 500-session scenario uses every one. */
const SIGNED_IN = 500;
const SERVER = { port: 18_555, jwtSecret: randomBytes(32).toString('hex') };
const BASELINE = { port: 18_556, jwtSecret: '' };
const LOAD = { port: SERVER.port, connections: CONNECTIONS, duration: DURATION };
const BENCH_PASSWORD = 'Bench-Password-2026';
const log = (message: string) => console.log(`[bench] ${message}`);

async function seedLoad(handle: DatabaseHandle) {
  const { db } = handle;
  const started = performance.now();
  await handle.migrate();
  await seedDemoData(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (firm_id, email, first_name, surname, password_hash)
    select f.id, 'bench-' || g || '@sextant.test', 'Bench', 'Client ' || g, ${passwordHash}
    from firms f, generate_series(1, ${CLIENTS}) g`);
  await db.execute(sql`
    insert into terms_acceptances (user_id, terms_version_id)
    select u.id, t.id from users u join terms_versions t on t.firm_id = u.firm_id where u.email like 'bench-%'`);
  await db.execute(sql`
    insert into policies (firm_id, client_id, provider_id, reference, product_type, start_date)
    select u.firm_id, u.id,
      (select p.id from providers p order by p.name offset (n % 6) limit 1),
      'BN-' || substr(u.email, 7, strpos(u.email, '@') - 7) || '-' || n, 'Stocks & Shares ISA', current_date - ${DAYS + 30}::int
    from users u, generate_series(1, ${POLICIES_PER_CLIENT}) n where u.email like 'bench-%'`);
  log(`clients and policies: ${seconds(started)}`);
  // Valuations in slices of 250 policies, so progress shows and no statement grows too large.
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select id from policies where reference like 'BN-%' order by id`),
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 250) {
    const slice = ids.slice(i, i + 250);
    await db.execute(sql`
      insert into valuations (policy_id, valued_on, value, source)
      select p.id, current_date - d, round((20000 + (abs(hashtext(p.id::text)) % 80000) + (${DAYS} - d) * 4.25)::numeric, 2), 'feed'
      from policies p, generate_series(0, ${DAYS - 1}) d where p.id in (${sql.join(
        slice.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    process.stdout.write(`\r[bench] valuations: ${Math.min(i + 250, ids.length) * DAYS} rows`);
  }
  process.stdout.write('\n');
  // Measure a steady state: without this, autovacuum works through the new rows during the run.
  await db.execute(sql`vacuum analyze`);
  log(`seeded ${CLIENTS * POLICIES_PER_CLIENT * DAYS} valuations in ${seconds(started)}`);

  // Signed-in sessions for the first clients, as sign-in would leave them.
  const signedIn = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where email like 'bench-%' order by email limit ${SIGNED_IN}`),
  );
  const clientIds = signedIn.map((row) => row.id);
  return { clientIds, tokens: await signedInTokens(handle, clientIds, SERVER) };
}

/** The baselines' throughput for a policy list, each server in its own process. */
async function baselines(kind: DatabaseKind, databaseUrl: string, clientIds: string[]) {
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
            { ...LOAD, port: BASELINE.port, pid },
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

async function measure(kind: DatabaseKind, bearer: string[], pid: number, bases: LoadRow[]) {
  const pairs: Array<{ token: string; latest: string; graph: string }> = [];
  for (const token of bearer) {
    const { items } = (await (
      await fetch(`http://127.0.0.1:${SERVER.port}/v1/policy`, { headers: bearerHeaders(token) })
    ).json()) as {
      items: Array<{ _links: Record<string, { href: string }> }>;
    };
    for (const item of items) {
      pairs.push({
        token,
        latest: item._links['valuation-latest']!.href,
        graph: item._links['valuation-graph']!.href,
      });
    }
  }
  if (pairs.length !== SIGNED_IN * POLICIES_PER_CLIENT)
    throw new Error(`expected ${SIGNED_IN * POLICIES_PER_CLIENT} policies, got ${pairs.length}`);
  const rows: LoadRow[] = [];
  const api = { ...LOAD, pid };
  const policyLists = bearer.slice(0, 100);
  rows.push(
    await load(
      api,
      'GET /v1/policy',
      policyLists.map((token) => () => ({
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
  const [fixed, pgBase] = bases;
  const ratio = (rps: number, base?: LoadRow) => (base ? `${((rps / base.rps) * 100).toFixed(1)}%` : '–');
  console.log(
    `\n${kind}: ${CONNECTIONS} connections, ${DURATION} s a call (latency in ms, CPU ms a request)`,
  );
  console.table(
    [...bases, ...rows].map((row) => ({
      ...row,
      'vs fixed list': ratio(row.rps, fixed),
      'vs one pg query': ratio(row.rps, pgBase),
    })),
  );

  // 500 sessions at once, each looping over its list, a latest valuation and a one-year graph.
  const perSession = pairs.filter((_, i) => i % POLICIES_PER_CLIENT === 0);
  const loop = perSession.flatMap((p) => [
    () => ({ method: 'GET' as const, path: '/v1/policy', headers: bearerHeaders(p.token) }),
    () => ({ method: 'GET' as const, path: p.latest, headers: bearerHeaders(p.token) }),
    () => ({
      method: 'GET' as const,
      path: `${p.graph}?date_range=one_year`,
      headers: bearerHeaders(p.token),
    }),
  ]);
  const sessions = await load(
    { ...api, connections: perSession.length, duration: SESSIONS_DURATION },
    `${perSession.length} sessions: list, latest, 1y graph`,
    loop,
  );
  console.log(
    `\n${kind}: ${perSession.length} concurrent sessions for ${SESSIONS_DURATION} s (any non-2xx is an error)`,
  );
  console.table([sessions]);
}

async function run(kind: DatabaseKind) {
  log(`--- ${kind} ---`);
  await withBenchDatabase(kind, async ({ handle, serverEnv }) => {
    const { clientIds, tokens } = await seedLoad(handle);
    await handle.close();
    const bases = await baselines(kind, serverEnv.DATABASE_URL ?? '', clientIds);
    await withServer(SERVER, serverEnv, (pid) => measure(kind, tokens, pid, bases));
  });
}

buildApi();
const kinds: DatabaseKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DatabaseKind];
for (const kind of kinds) await run(kind);
