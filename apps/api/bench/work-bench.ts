/**
 * `npm run bench:work`: My work and the client list at 1,000 clients, on PGlite and PostgreSQL. Seeds one firm
 * of 5 advisers and --clients clients (1,000), each with 4 policies valued monthly for two years, an open
 * review (dates spread around today, a third with an answered check-in), a document to sign for a third, a
 * day on the portal last quarter for half, 2 message threads, and some vulnerability records, pending changes,
 * locked accounts, import previews and a running holiday cover. Then times each of My work's queries (one
 * query an item, as the API runs them, for the firm and for one adviser) and a page of the client list sorted
 * each way, median and worst of --runs (20) after a warm-up. Not part of `npm test`.
 *
 * Options: --db pglite|postgres|both (both), --clients n (1000), --runs n (20). PostgreSQL: BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL, else the local server; a database with a random name is made and dropped.
 */
import { parseArgs } from 'node:util';
import { CLIENT_WAITING, type ClientSort } from '@sextant/contracts/admin-clients';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../src/db/client';
import { countClients, listClients } from '../src/modules/client/admin-list-repository';
import { countAmendments } from '../src/modules/client/admin-repository';
import { countUnreadFor } from '../src/modules/messages/admin-repository';
import { countWaitingPreviews } from '../src/modules/policies/imports/preview-repository';
import { coveringFor } from '../src/shared/cover/repository';
import { rowsOf, withBenchDatabase } from './harness';
import { printTable } from './report';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    clients: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '20' },
  },
});
const CLIENTS = Number(args.clients);
const RUNS = Number(args.runs);
const NOW = new Date('2026-11-21T09:00:00Z');
const log = (message: string) => console.log(`[bench:work] ${message}`);

/** The firm, its advisers and clients with what My work counts, in a few set-based statements. */
async function seed(db: Database) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(sql`insert into firms (id, name, fca_number, fca_registered_date, support_email)
    values ('00000000-0000-4000-8000-000000000001', 'Bench', '123456', '2020-01-01', 'b@b.test')`);
  const firm = sql.raw(`'00000000-0000-4000-8000-000000000001'::uuid`);
  await run(sql`insert into users (firm_id, role, email, first_name, surname)
    select ${firm}, 'adviser', 'adviser' || n || '@b.test', 'Adviser', 'No' || n from generate_series(1, 5) n`);
  await run(sql`insert into users (firm_id, role, email, first_name, surname, password_hash, adviser_id,
      next_review_date, vip)
    select ${firm}, 'client', 'client' || n || '@b.test', 'Client', 'No' || n, 'x',
      (select id from users where email = 'adviser' || (n % 5 + 1) || '@b.test'),
      '2026-11-21'::date + (n % 400 - 100), n % 20 = 0
    from generate_series(1, ${CLIENTS}) n`);
  await run(sql`insert into providers (firm_id, name) values (${firm}, 'Provider')`);
  await run(sql`insert into policies (firm_id, client_id, provider_id, reference, product_type, start_date)
    select ${firm}, u.id, (select id from providers limit 1), u.email || '-' || p, 'ISA', '2024-01-01'
    from users u cross join generate_series(1, 4) p where u.role = 'client'`);
  await run(sql`insert into valuations (policy_id, valued_on, value, source)
    select p.id, ('2024-12-01'::date + make_interval(months => m))::date, 10000 + m * 101.37, 'feed'
    from policies p cross join generate_series(0, 23) m`);
  await run(sql`insert into reviews (firm_id, client_id, review_date, checkin_submitted_at)
    select ${firm}, u.id, '2026-11-21'::date + (row_number() over () % 150 - 60)::int,
      case when random() < 0.33 then now() end
    from users u where u.role = 'client'`);
  await run(sql`insert into client_documents (firm_id, client_id, series_id, category, title, filename,
      requires, size, sha256, data, published_at)
    select ${firm}, u.id, gen_random_uuid(), 'other', 'Letter', 'l.pdf', 'sign', 3, repeat('a', 64),
      '\\x706466'::bytea, now() - interval '10 days'
    from users u where u.role = 'client' and random() < 0.33`);
  await run(sql`insert into client_access_days (client_id, firm_id, day)
    select u.id, ${firm}, '2026-08-01' from users u where u.role = 'client' and random() < 0.5`);
  await run(sql`insert into message_threads (firm_id, client_id, subject, assigned_to)
    select ${firm}, u.id, 'Hello', u.adviser_id from users u cross join generate_series(1, 2) where u.role = 'client'`);
  await run(sql`insert into messages (thread_id, sender_id, body)
    select t.id, t.client_id, 'Hello' from message_threads t`);
  await run(sql`insert into vulnerability_records (firm_id, client_id, consent_given_on, review_on)
    select ${firm}, u.id, '2026-01-01', '2026-11-21'::date + (random() * 90)::int
    from users u where u.role = 'client' and random() < 0.05`);
  await run(sql`insert into client_amendments (client_id, changed_fields)
    select u.id, '{"first_name": "X"}' from users u where u.role = 'client' and random() < 0.03`);
  await run(sql`insert into login_attempts (email, failures, locked_at)
    select u.email, 5, now() from users u where u.role = 'client' and random() < 0.01`);
  await run(sql`insert into import_previews (firm_id, kind, created_by, csv, summary, expires_at)
    select ${firm}, 'valuations', (select id from users where email = 'adviser1@b.test'), 'x', '{}',
      '2026-11-22T09:00:00Z' from generate_series(1, 10)`);
  await run(sql`insert into adviser_cover (firm_id, adviser_id, cover_id, starts_on, ends_on)
    select ${firm}, (select id from users where email = 'adviser2@b.test'),
      (select id from users where email = 'adviser1@b.test'), '2026-11-20', '2026-11-27'`);
  await run(sql`analyze`);
}

/** Median and worst of the runs after one warm-up, in milliseconds. */
async function timed(query: () => Promise<unknown>) {
  await query();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    'median ms': times[Math.floor(times.length / 2)]!.toFixed(1),
    'worst ms': times.at(-1)!.toFixed(1),
  };
}

async function measure(kind: DatabaseKind, db: Database) {
  const [adviser] = rowsOf<{ id: string; firm_id: string }>(
    await db.execute(sql`select id, firm_id from users where email = 'adviser1@b.test'`),
  );
  const firm = { firmId: adviser!.firm_id, userId: adviser!.id, now: NOW };
  const rows: Record<string, string>[] = [];
  const add = async (item: string, query: () => Promise<unknown>) =>
    rows.push({ database: kind, item, ...(await timed(query)) });
  for (const mine of [false, true]) {
    const who = mine ? 'adviser (me, covering one)' : 'firm';
    const adviserFilter = mine ? { adviser: 'me' as const } : {};
    await add(`${who}: unread_messages`, () => countUnreadFor(db, firm, mine));
    for (const waiting of CLIENT_WAITING)
      await add(`${who}: ${waiting}`, () => countClients(db, firm, { ...adviserFilter, waiting }));
    await add(`${who}: changes_pending`, () =>
      countAmendments(db, firm, { status: 'pending', ...adviserFilter }),
    );
    await add(`${who}: imports_waiting`, () =>
      countWaitingPreviews(db, { ...firm, createdBy: mine ? firm.userId : undefined }),
    );
  }
  await add('covering (who the adviser covers)', () => coveringFor(db, firm.userId, '2026-11-21'));
  const sorts: ClientSort[] = ['name', 'value', 'next_review', 'adviser'];
  for (const sort of sorts)
    await add(`client list page 1, sort=${sort}`, () =>
      listClients(db, firm, { sort, order: 'asc', page: 1, per_page: 25 }),
    );
  await add('client list, flag=waiting', () =>
    listClients(db, firm, { sort: 'name', order: 'asc', page: 1, per_page: 25, flag: 'waiting' }),
  );
  return rows;
}

const kinds: DatabaseKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DatabaseKind];
const all: Record<string, string>[] = [];
for (const kind of kinds)
  await withBenchDatabase(kind, async ({ handle }) => {
    await handle.migrate();
    const started = performance.now();
    await seed(handle.db);
    log(`${kind}: seeded ${CLIENTS} clients in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    all.push(...(await measure(kind, handle.db)));
  });
printTable(`My work and the client list at ${CLIENTS} clients (${RUNS} runs each)`, all);
