/**
 * Where a server's time went: its V8 CPU profile (node --cpu-prof) summed by function and package, and, on
 * PostgreSQL, what its connections were doing (pg_stat_activity sampled while the load ran).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { markdownTable } from './report';

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface Profile {
  nodes: { id: number; callFrame: Frame; children?: number[] }[];
  /** Microseconds of the system's monotonic clock, as process.hrtime() reads it in any process. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the clock a CPU profile's times are on, to cut a profile to the time a load ran. */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/** The newest profile node wrote into `dir`. */
export function profileIn(dir: string): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  return path.join(dir, files.at(-1)!);
}

/** The API's own code: its bundle (dist/server.js), not a package's dist folder. */
const isApi = (frame: Frame) => frame.url.endsWith('/dist/server.js') && !frame.url.includes('node_modules');

const whereOf = (frame: Frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, 'dist/')}:${frame.lineNumber}`;

const packageOf = (frame: Frame) =>
  frame.url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
  (isApi(frame) ? 'the API' : frame.url || frame.functionName || '(native)');

/**
 * Prints self time by function and by package, and total time (self and callees) of the API's own functions,
 * each as a share of the time the process was busy (idle left out), over the `window` given (profileClock()
 * times: the load, without the start-up's loading and compiling), else the whole profile.
 */
export function printProfile(file: string, window?: { from: number; to: number }, topFunctions = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, time: number) =>
    map.set(key, (map.get(key) ?? 0) + time);
  let busy = 0;
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    const time = profile.timeDeltas[i] ?? 0;
    at += time;
    if (window && (at < window.from || at > window.to)) return;
    if (frame.functionName === '(idle)') {
      idle += time;
      return;
    }
    busy += time;
    add(self, whereOf(frame), time);
    add(byPackage, packageOf(frame), time);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const caller = nodes.get(node)!.callFrame;
      if (!isApi(caller)) continue;
      const where = whereOf(caller);
      if (!seen.has(where)) add(inclusive, where, time);
      seen.add(where);
    }
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => ({ name, 'share of busy': `${((time / busy) * 100).toFixed(1)}%` }));
  console.log(`\nCPU busy ${((busy / (busy + idle)) * 100).toFixed(0)}% of the profile (${file})`);
  console.log('\nself time by function\n');
  console.log(markdownTable(top(self, topFunctions)));
  console.log('\nself time by package\n');
  console.log(markdownTable(top(byPackage, 15)));
  console.log('\ntotal time (with callees) of the API’s functions\n');
  console.log(markdownTable(top(inclusive, topFunctions)));
}

/**
 * Samples the database's connections every 50 ms until stopped: how often each was running each statement,
 * idle in a transaction or waiting, the statements shortened to their first 140 characters.
 */
export function sampleSql(url: string) {
  const client = new pg.Client({ connectionString: url });
  const database = new URL(url).pathname.slice(1);
  const counts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  // Each statement outside a transaction is one: what the server asked of the database, a request.
  const transactions = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
          [database],
        )
      ).rows[0]!.n,
    );
  let before = 0;
  let after = 0;
  const running = (async () => {
    await client.connect();
    before = await transactions();
    while (!stopped) {
      const { rows } = await client.query<{ state: string; wait: string | null; query: string }>(
        `select state, wait_event_type || ':' || wait_event as wait, query from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [database],
      );
      samples++;
      for (const row of rows) {
        const statement = row.query.replace(/\s+/g, ' ').slice(0, 140);
        const key = row.state === 'active' ? `active ${row.wait ?? 'cpu'} | ${statement}` : row.state;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    after = await transactions();
    await client.end();
  })();
  return {
    /** Stops sampling and prints what it saw, with the transactions for each of `requests` answered. */
    async stopAndPrint(requests: number, top = 20) {
      // Called once the server has stopped: its connections' backends report their counts as they exit.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stopped = true;
      await running;
      const perRequest = ((after - before - samples - 1) / Math.max(1, requests)).toFixed(2);
      console.log(`\nPostgreSQL: ${after - before} transactions, ${perRequest} per answered request`);
      console.log(`\nPostgreSQL connections, average over ${samples} samples (state, wait, statement)\n`);
      const rows = [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([what, n]) => ({ 'connections (avg)': (n / Math.max(1, samples)).toFixed(2), what }));
      console.log(markdownTable(rows));
    },
  };
}
