/**
 * `npm run bench:money`: the money calls under load, on PGlite and on PostgreSQL, beside GET /v1/policy.
 *
 * Seeds --clients clients (10) next to the demo firm, each with 10 policies started ten years ago: a valuation
 * every day (3,653 a policy), an opening investment, a contribution every month and a platform charge every
 * quarter (161 flows a policy), the values moving with both (money-seed.ts); and one more client like them
 * whose first policy also holds 50,000 transactions (the "busy" case). Starts the real server on that
 * database and drives it with autocannon from this process, each call for every client in turn: GET
 * /v1/policy (the baseline), the portfolio's performance over one year and since the start, one policy's
 * performance over one year and since the start, and the portfolio's one-year series; then the same calls of
 * the busy client alone. Each server runs twice: with its kept answers (ADR 0016, as deployed: a client's
 * repeated call is answered from memory) and without (LEDGER_CACHE_MB=0: every answer made afresh, what a
 * client's first call of the day or after an import costs). Prints requests a second, p50/p99 latency and
 * each against GET /v1/policy in the same run, as markdown tables. Not part of `npm test`.
 *
 * Options: --db pglite|postgres|both (both), --duration seconds (10), --connections n (20), --clients n (10),
 * --kept on|off|both (both), --baseline-ref <git ref> (another commit's API built in a worktree and run on the
 * same database after this one's, for before and after). PostgreSQL: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a database with a random name is made
 * and dropped.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { PortfolioPerformance } from '@sextant/contracts/money';
import type { DatabaseKind } from '../src/db/client';
import { buildCheckout } from './checkout';
import {
  apiDir,
  type BenchServer,
  bearerHeaders,
  buildApi,
  type LoadRow,
  load,
  signedInTokens,
  withBenchDatabase,
  withServer,
} from './harness';
import { addBusyRows, seedLedgers } from './money-seed';
import { markdownTable } from './report';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    clients: { type: 'string', default: '10' },
    kept: { type: 'string', default: 'both' },
    'baseline-ref': { type: 'string' },
  },
});
const CLIENTS = Number(args.clients);
const POLICIES_PER_CLIENT = 10;
const YEARS = 10;
const BUSY_ROWS = 50_000;
const JWT_SECRET = randomBytes(32).toString('hex');
const PORT = 18_556;
const LOAD = { port: PORT, connections: Number(args.connections), duration: Number(args.duration) };
const log = (message: string) => console.log(`[bench:money] ${message}`);

interface Call {
  name: string;
  /** The path for a client, from their first policy's id. */
  path: (policyId: string) => string;
}

const CALLS: Call[] = [
  { name: 'GET /v1/policy', path: () => '/v1/policy' },
  { name: 'portfolio performance, one year', path: () => '/v1/portfolio/performance?range=one_year' },
  { name: 'portfolio performance, since start', path: () => '/v1/portfolio/performance?range=since_start' },
  { name: 'policy performance, one year', path: (id) => `/v1/policy/${id}/performance?range=one_year` },
  {
    name: 'policy performance, since start',
    path: (id) => `/v1/policy/${id}/performance?range=since_start`,
  },
  { name: 'portfolio series, one year', path: () => '/v1/portfolio/series?range=one_year' },
];

interface Client {
  token: string;
  policyId: string;
}

/** One answer, before the load: every call answers 200, and the portfolio's figures are real ones. */
async function check({ token, policyId }: Client) {
  for (const call of CALLS) {
    const response = await fetch(`http://127.0.0.1:${PORT}${call.path(policyId)}`, {
      headers: bearerHeaders(token),
    });
    if (!response.ok) throw new Error(`${call.name}: ${response.status} ${await response.text()}`);
    if (!call.path(policyId).startsWith('/v1/portfolio/performance')) {
      await response.arrayBuffer();
      continue;
    }
    const [block] = ((await response.json()) as PortfolioPerformance).currencies;
    const { waterfall, returns } = block!;
    if (returns?.twr.cumulative == null || returns.mwr.cumulative == null)
      throw new Error(`${call.name}: no returns (${JSON.stringify(block)})`);
    log(
      `${call.name}: ${waterfall.opening_value} → ${waterfall.closing_value}, paid in ${waterfall.paid_in}, ` +
        `growth ${waterfall.growth}, TWR ${(returns.twr.cumulative * 100).toFixed(2)}%, ` +
        `MWR ${(returns.mwr.cumulative * 100).toFixed(2)}%`,
    );
  }
}

async function clientsOf(tokens: string[]): Promise<Client[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const response = await fetch(`http://127.0.0.1:${PORT}/v1/policy`, { headers: bearerHeaders(token) });
      const { items } = (await response.json()) as { items: Array<{ uuid: string }> };
      if (items.length !== POLICIES_PER_CLIENT)
        throw new Error(`expected ${POLICIES_PER_CLIENT} policies, got ${items.length}`);
      return { token, policyId: items[0]!.uuid };
    }),
  );
}

/** Each call for `clients` in turn; each row with its ratios to GET /v1/policy of the same run. */
async function callRows(clients: Client[]) {
  const rows: LoadRow[] = [];
  for (const call of CALLS) {
    const requests = clients.map(({ token, policyId }) => () => ({
      method: 'GET' as const,
      path: call.path(policyId),
      headers: bearerHeaders(token),
    }));
    rows.push(await load(LOAD, call.name, requests));
  }
  const [base] = rows;
  return rows.map(({ call, rps, p50, p99, errors }) => ({
    call,
    rps,
    p50,
    p99,
    errors,
    'p50 ×': Number((p50 / base!.p50).toFixed(1)),
    'p99 ×': Number((p99 / base!.p99).toFixed(1)),
  }));
}

interface Target {
  label: string;
  root: string;
}

const tables: string[] = [];

async function measure(
  kind: DatabaseKind,
  target: Target,
  kept: boolean,
  env: Record<string, string>,
  tokens: string[],
) {
  const server: BenchServer = { port: PORT, jwtSecret: JWT_SECRET, root: target.root };
  const serverEnv = kept ? env : { ...env, LEDGER_CACHE_MB: '0' };
  await withServer(server, serverEnv, async () => {
    const clients = await clientsOf(tokens);
    const busy = clients.pop()!;
    await check(busy);
    const how = kept ? 'kept answers on' : 'every answer afresh (LEDGER_CACHE_MB=0)';
    const title = (what: string) =>
      `${kind}, ${target.label}, ${how}: ${what}, ${LOAD.connections} connections, ${LOAD.duration} s a call ` +
      '(latency in ms; × = against GET /v1/policy in the same run)';
    const grid = await callRows(clients);
    tables.push(
      `${title(`${clients.length} clients × ${POLICIES_PER_CLIENT} policies × ${YEARS} years`)}\n\n${markdownTable(grid)}`,
    );
    const heavy = await callRows([busy]);
    tables.push(
      `${title(`one client whose first policy holds ${BUSY_ROWS.toLocaleString('en-GB')} more transactions`)}\n\n${markdownTable(heavy)}`,
    );
    console.log(`\n${tables.at(-2)}\n\n${tables.at(-1)}`);
  });
}

async function run(kind: DatabaseKind, targets: Target[]) {
  log(`--- ${kind} ---`);
  await withBenchDatabase(kind, async ({ handle, serverEnv }) => {
    const ids = await seedLedgers(handle, {
      clients: CLIENTS + 1,
      policies: POLICIES_PER_CLIENT,
      years: YEARS,
    });
    await addBusyRows(handle, ids.at(-1)!, BUSY_ROWS);
    const tokens = await signedInTokens(handle, ids, { port: PORT, jwtSecret: JWT_SECRET });
    await handle.close();
    const keptRuns = args.kept === 'both' ? [true, false] : [args.kept === 'on'];
    for (const kept of keptRuns)
      for (const target of targets) await measure(kind, target, kept, serverEnv, tokens);
  });
}

buildApi();
const targets: Target[] = [{ label: 'this checkout', root: apiDir }];
if (args['baseline-ref']) targets.push(buildCheckout(args['baseline-ref']));
const kinds: DatabaseKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DatabaseKind];
for (const kind of kinds) await run(kind, targets);
console.log('\n### npm run bench:money: every table\n');
for (const table of tables) console.log(`${table}\n`);
