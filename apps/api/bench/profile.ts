/**
 * `npm run bench:profile -- [path]`: where the API's CPU goes under load. Starts the production build with
 * `--cpu-prof` on a PostgreSQL database holding the demo firm, drives one call (GET /v1/policy unless a path
 * is given; `{policy}` in it stands for each of the client's policies in turn, e.g.
 * `/v1/policy/{policy}/valuation/graph?date_range=two_years`) for 10 s over 50 connections as the demo's
 * signed-in clients, then prints the functions and packages with the most self time. Not part of `npm test`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../src/demo/demo';
import { printProfile, profileIn } from './cpu-profile';
import {
  bearerHeaders,
  buildApi,
  load,
  rowsOf,
  signedInTokens,
  withBenchDatabase,
  withServer,
} from './harness';

const SERVER = { port: 18_655, jwtSecret: 'profile-secret-long-enough-for-hs256-signing' };
const call = process.argv[2] ?? '/v1/policy';
const dir = mkdtempSync(path.join(tmpdir(), 'sextant-profile-'));

buildApi();
await withBenchDatabase('postgres', async ({ handle, serverEnv }) => {
  await handle.migrate();
  await seedDemoData(handle.db);
  const clients = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from users where role = 'client' and mfa_secret is not null`),
  );
  const tokens = await signedInTokens(
    handle,
    clients.map((c) => c.id),
    SERVER,
  );
  await handle.close();
  await withServer(
    SERVER,
    serverEnv,
    async (pid) => {
      const requests: { token: string; path: string }[] = [];
      for (const token of tokens) {
        if (!call.includes('{policy}')) requests.push({ token, path: call });
        else {
          const list = (await (
            await fetch(`http://127.0.0.1:${SERVER.port}/v1/policy`, { headers: bearerHeaders(token) })
          ).json()) as { items: { uuid: string }[] };
          for (const item of list.items) requests.push({ token, path: call.replace('{policy}', item.uuid) });
        }
      }
      const row = await load(
        { port: SERVER.port, connections: 50, duration: 10, pid },
        call,
        requests.map((r) => () => ({ method: 'GET', path: r.path, headers: bearerHeaders(r.token) })),
      );
      console.table([row]);
    },
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'dist/server.js'],
  );
});
printProfile(profileIn(dir));
