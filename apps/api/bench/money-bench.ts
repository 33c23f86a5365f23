/**
 * `npm run bench:money`: the money calls under load, on PGlite and on PostgreSQL, beside GET /v1/policy.
 *
 * Seeds --clients clients (10) next to the demo firm, each with 10 policies started ten years ago: a valuation
 * every day (3,653 a policy), an opening investment, a contribution every month and a platform charge every
 * quarter (161 flows a policy), the values moving with both. Starts the real server on that database and drives it with autocannon
 * from this process, each call for every client in turn: GET /v1/policy (the baseline), the portfolio's
 * performance over one year and since the start, one policy's performance over one year, and the portfolio's
 * one-year series. Prints requests a second, p50/p99 latency and each against GET /v1/policy.
 * Not part of `npm test`.
 *
 * Options: --db pglite|postgres|both (both), --duration seconds (10), --connections n (20), --clients n (10).
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * a database with a random name is made and dropped.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { PortfolioPerformance } from '@sextant/contracts/money';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DatabaseKind } from '../src/db/client';
import { seedDemoData } from '../src/demo/demo';
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
    connections: { type: 'string', default: '20' },
    clients: { type: 'string', default: '10' },
  },
});
const CLIENTS = Number(args.clients);
const POLICIES_PER_CLIENT = 10;
const YEARS = 10;
const SERVER = { port: 18_556, jwtSecret: randomBytes(32).toString('hex') };
const LOAD = { port: SERVER.port, connections: Number(args.connections), duration: Number(args.duration) };
/** One wrapper a policy, in the order each client's policies are made. */
const WRAPPERS = ['isa', 'sipp', 'gia', 'bond', 'personal_pension', 'isa', 'sipp', 'gia', 'lisa', 'other'];
const log = (message: string) => console.log(`[bench:money] ${message}`);

async function seedLedgers(handle: DatabaseHandle): Promise<string[]> {
  const { db } = handle;
  const started = performance.now();
  await handle.migrate();
  await seedDemoData(db);
  const clients = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into users (firm_id, email, first_name, surname)
      select f.id, 'money-' || g || '@sextant.test', 'Money', 'Client ' || g
      from firms f, generate_series(1, ${CLIENTS}) g
      returning id`),
  ).map((row) => row.id);
  await db.execute(sql`
    insert into terms_acceptances (user_id, terms_version_id)
    select u.id, t.id from users u join terms_versions t on t.firm_id = u.firm_id where u.email like 'money-%'`);
  await db.execute(sql`
    insert into policies (firm_id, client_id, provider_id, reference, product_type, start_date, wrapper)
    select u.firm_id, u.id,
      (select p.id from providers p order by p.name offset (n % 6) limit 1),
      'MB-' || substr(u.email, 7, strpos(u.email, '@') - 7) || '-' || n, 'Bench policy ' || n,
      (current_date - interval '${sql.raw(String(YEARS))} years')::date,
      (array[${sql.raw(WRAPPERS.map((wrapper) => `'${wrapper}'`).join(', '))}])[n]::policy_wrapper
    from users u, generate_series(1, ${POLICIES_PER_CLIENT}) n where u.email like 'money-%'`);
  // Flows first: a contribution on each month's anniversary of the start, a charge every third.
  await db.execute(sql`
    insert into transactions (policy_id, occurred_on, type, amount, currency, source, description, reference)
    select p.id, (p.start_date + m * interval '1 month')::date, kind.type::transaction_type, kind.amount,
      'GBP', 'feed', kind.description, kind.prefix || m
    from policies p
    cross join generate_series(1, ${YEARS * 12}) m
    cross join (values ('contribution', 250.00, 'Monthly contribution', 'C-', 1),
                       ('charge', 40.00, 'Platform charge', 'F-', 3)) as kind(type, amount, description, prefix, every)
    where p.reference like 'MB-%' and m % kind.every = 0 and (p.start_date + m * interval '1 month')::date <= current_date`);
  // Each policy opens with its first value paid in on the start date (since the start measures from nil).
  await db.execute(sql`
    insert into transactions (policy_id, occurred_on, type, amount, currency, source, description, reference)
    select p.id, p.start_date, 'contribution', 20000 + (abs(hashtext(p.id::text)) % 30000), 'GBP', 'feed',
      'Opening investment', 'C-0'
    from policies p where p.reference like 'MB-%'`);
  log(`clients, policies and flows: ${seconds(started)}`);
  // Valuations a slice of policies at a time, so progress shows and no statement grows too large: the opening
  // investment grows about 7% a year with a wobble, plus each contribution, less each charge, from its date on.
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select id from policies where reference like 'MB-%' order by id`),
  ).map((row) => row.id);
  let rows = 0;
  for (let i = 0; i < ids.length; i += 20) {
    const slice = ids.slice(i, i + 20);
    const inserted = rowsOf<{ count: number }>(
      await db.execute(sql`
        with days as (
          select p.id, p.start_date, d, (p.start_date + d) as day,
            20000 + (abs(hashtext(p.id::text)) % 30000) as base
          from policies p, generate_series(0, current_date - p.start_date) d
          where p.id in (${sql.join(
            slice.map((id) => sql`${id}`),
            sql`, `,
          )})
        ), months as (
          select *, (extract(year from age(day, start_date)) * 12 + extract(month from age(day, start_date)))::int as m
          from days
        ), inserted as (
          insert into valuations (policy_id, valued_on, value, source)
          select id, day,
            round((base * power(1.0002, d) * (1 + 0.03 * sin(d / 45.0)) + 250 * m - 40 * floor(m / 3))::numeric, 2),
            'feed'
          from months
          returning 1
        )
        select count(*)::int as count from inserted`),
    )[0]!.count;
    rows += inserted;
    process.stdout.write(`\r[bench:money] valuations: ${rows} rows`);
  }
  process.stdout.write('\n');
  // Measure a steady state: without this, autovacuum works through the new rows during the run.
  await db.execute(sql`vacuum analyze`);
  log(`seeded ${rows} valuations in ${seconds(started)}`);
  return clients;
}

interface Call {
  name: string;
  /** The path for a client, from their first policy's id. */
  path: (policyId: string) => string;
}

const CALLS: Call[] = [
  { name: 'GET /v1/policy', path: () => '/v1/policy' },
  {
    name: 'GET /v1/portfolio/performance?range=one_year',
    path: () => '/v1/portfolio/performance?range=one_year',
  },
  {
    name: 'GET /v1/portfolio/performance?range=since_start',
    path: () => '/v1/portfolio/performance?range=since_start',
  },
  {
    name: 'GET /v1/policy/{id}/performance?range=one_year',
    path: (id) => `/v1/policy/${id}/performance?range=one_year`,
  },
  { name: 'GET /v1/portfolio/series?range=one_year', path: () => '/v1/portfolio/series?range=one_year' },
];

/** One answer, before the load: every call answers 200, and the portfolio's figures are real ones. */
async function check(token: string, policyId: string) {
  for (const call of CALLS) {
    const response = await fetch(`http://127.0.0.1:${SERVER.port}${call.path(policyId)}`, {
      headers: bearerHeaders(token),
    });
    if (!response.ok) throw new Error(`${call.name}: ${response.status} ${await response.text()}`);
    if (call.path(policyId).startsWith('/v1/portfolio/performance')) {
      const [block] = ((await response.json()) as PortfolioPerformance).currencies;
      const { waterfall, returns } = block!;
      if (returns?.twr.cumulative == null || returns.mwr.cumulative == null)
        throw new Error(`${call.name}: no returns (${JSON.stringify(block)})`);
      log(
        `${call.name}: ${waterfall.opening_value} → ${waterfall.closing_value}, paid in ${waterfall.paid_in}, ` +
          `growth ${waterfall.growth}, TWR ${(returns.twr.cumulative * 100).toFixed(2)}%, ` +
          `MWR ${(returns.mwr.cumulative * 100).toFixed(2)}%`,
      );
    } else await response.arrayBuffer();
  }
}

async function measure(kind: DatabaseKind, bearer: string[]) {
  const clients: Array<{ token: string; policyId: string }> = [];
  for (const token of bearer) {
    const { items } = (await (
      await fetch(`http://127.0.0.1:${SERVER.port}/v1/policy`, { headers: bearerHeaders(token) })
    ).json()) as { items: Array<{ uuid: string }> };
    if (items.length !== POLICIES_PER_CLIENT)
      throw new Error(`expected ${POLICIES_PER_CLIENT} policies, got ${items.length}`);
    clients.push({ token, policyId: items[0]!.uuid });
  }
  await check(clients[0]!.token, clients[0]!.policyId);

  const rows: LoadRow[] = [];
  for (const call of CALLS)
    rows.push(
      await load(
        LOAD,
        call.name,
        clients.map(({ token, policyId }) => () => ({
          method: 'GET',
          path: call.path(policyId),
          headers: bearerHeaders(token),
        })),
      ),
    );
  const [baseline] = rows;
  console.log(
    `\n${kind}: ${CLIENTS} clients × ${POLICIES_PER_CLIENT} policies × ${YEARS} years, ` +
      `${LOAD.connections} connections, ${LOAD.duration} s a call (latency in ms; × = against GET /v1/policy)`,
  );
  console.table(
    rows.map((row) => ({
      ...row,
      'p50 ×': +(row.p50 / baseline!.p50).toFixed(1),
      'p99 ×': +(row.p99 / baseline!.p99).toFixed(1),
      'rps ×': +(row.rps / baseline!.rps).toFixed(2),
    })),
  );
}

async function run(kind: DatabaseKind) {
  log(`--- ${kind} ---`);
  await withBenchDatabase(kind, async ({ handle, serverEnv }) => {
    const clients = await seedLedgers(handle);
    const bearer = await signedInTokens(handle, clients, SERVER);
    await handle.close();
    await withServer(SERVER, serverEnv, () => measure(kind, bearer));
  });
}

buildApi();
const kinds: DatabaseKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DatabaseKind];
for (const kind of kinds) await run(kind);
