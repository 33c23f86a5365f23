/**
 * The money benchmarks' ledgers: --clients clients next to the demo firm, each with policies started years ago,
 * a valuation every day, an opening investment, a contribution every month and a charge every quarter, the
 * values moving with both (bench:money and its probes).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { seedDemoData } from '../src/demo/demo';
import { rowsOf, seconds } from './harness';

export interface LedgerShape {
  clients: number;
  policies: number;
  years: number;
}

/** One wrapper a policy, in the order each client's policies are made. */
const WRAPPERS = ['isa', 'sipp', 'gia', 'bond', 'personal_pension', 'isa', 'sipp', 'gia', 'lisa', 'other'];
const log = (message: string) => console.log(`[bench:money] ${message}`);

export async function seedLedgers(
  handle: DatabaseHandle,
  { clients: CLIENTS, policies: POLICIES_PER_CLIENT, years: YEARS }: LedgerShape,
): Promise<string[]> {
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
  const rows = await seedValuations(handle);
  // Measure a steady state: without this, autovacuum works through the new rows during the run.
  await db.execute(sql`vacuum analyze`);
  log(`seeded ${rows} valuations in ${seconds(started)}`);
  return clients;
}

/**
 * Valuations a slice of policies at a time, so progress shows and no statement grows too large: the opening
 * investment grows about 7% a year with a wobble, plus each contribution, less each charge, from its date on.
 */
async function seedValuations(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
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
  return rows;
}

/**
 * `rows` more transactions on the client's first policy (by reference), spread over its years: a
 * contribution and a withdrawal of the same amount in turn, so its values stay plausible.
 */
export async function addBusyRows(handle: DatabaseHandle, clientId: string, rows: number) {
  const started = performance.now();
  await handle.db.execute(sql`
    insert into transactions (policy_id, occurred_on, type, amount, currency, source, description, reference)
    select p.id, p.start_date + (g % (current_date - p.start_date)), 
      (case when g % 2 = 0 then 'contribution' else 'withdrawal' end)::transaction_type,
      10 + (g % 90), 'GBP', 'feed', 'Busy row', 'B-' || g
    from (select id, start_date from policies where client_id = ${clientId} order by reference limit 1) p,
      generate_series(1, ${rows}) g`);
  await handle.db.execute(sql`vacuum analyze transactions`);
  log(`${rows} more transactions on one policy in ${seconds(started)}`);
}
