/** The bench's database: the demo firm, and 1,000 more clients with five policies and two years of valuations each. */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { seedDemoData } from '../src/demo/demo';
import { hashPassword } from '../src/shared/passwords';
import { type BenchServer, rowsOf, seconds, signedInTokens } from './harness';

export const CLIENTS = 1000;
export const POLICIES_PER_CLIENT = 5;
const DAYS = 730;
export const BENCH_PASSWORD = 'Bench-Password-2026';
const log = (message: string) => console.log(`[bench] ${message}`);

export interface SeededLoad {
  /** The first `signedIn` bench clients, each with a signed-in session. */
  clientIds: string[];
  tokens: string[];
  /** A signed-in session of the demo firm's adviser (an admin). */
  staffToken: string;
}

/** Seeds the database and signs in the first `signedIn` clients and the firm's adviser. */
export async function seedLoad(
  handle: DatabaseHandle,
  server: BenchServer,
  signedIn: number,
): Promise<SeededLoad> {
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

  // Signed-in sessions for the first clients and the adviser, as sign-in would leave them.
  const clients = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where email like 'bench-%' order by email limit ${signedIn}`),
  );
  const staff = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where email = 'adviser@sextant.test'`),
  );
  const clientIds = clients.map((row) => row.id);
  const [staffToken] = await signedInTokens(handle, [staff[0]!.id], server, 'admin');
  return { clientIds, tokens: await signedInTokens(handle, clientIds, server), staffToken: staffToken! };
}
