import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/queries';
import type { IsoDate } from '@/shared/period';
import { segmentIdOf } from '@/shared/reviews/repository';

/*
 * The facts a service ledger and the firm's service report are made from, each one query over a span of days
 * for a set of clients: the services bucket them by review year or period. Amounts stay decimal text (pounds;
 * policies in other currencies are left out) until the service turns them into pence.
 */

const idList = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

export interface ClientFacts {
  id: string;
  name: string;
  next_review_date: IsoDate | null;
  adviser: string | null;
  segment: string;
  interval_months: number;
  vulnerable: boolean;
}

/** The firm's clients (all, or those named), with adviser, segment and whether a vulnerability record is open. */
export async function clientFacts(db: Database, firmId: string, clientIds?: readonly string[]) {
  return rowsOf<ClientFacts>(
    await db.execute(sql`select c.id, c.first_name || ' ' || c.surname as name,
        c.next_review_date::text as next_review_date,
        case when a.id is null then null else a.first_name || ' ' || a.surname end as adviser,
        coalesce(s.name, 'Standard') as segment, coalesce(s.interval_months, 12)::int as interval_months,
        exists (select 1 from vulnerability_records v where v.client_id = c.id and v.ended_at is null) as vulnerable
      from users c
      left join users a on a.id = c.adviser_id
      left join review_segments s on s.id = ${segmentIdOf(sql`c.id`)}
      where c.firm_id = ${firmId} and c.role = 'client'
        ${clientIds ? sql`and c.id = any(${idList(clientIds)})` : sql``}
      order by c.surname, c.first_name`),
  );
}

export interface ReviewRow {
  client_id: string;
  review_date: IsoDate;
  outcome: 'delivered' | 'declined' | 'no_response' | null;
  meeting_held_on: IsoDate | null;
}

export async function reviewsOf(db: Database, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  return rowsOf<ReviewRow>(
    await db.execute(sql`select client_id, review_date::text as review_date, outcome,
        meeting_held_on::text as meeting_held_on
      from reviews where client_id = any(${idList(clientIds)}) order by review_date`),
  );
}

const dateList = (days: readonly IsoDate[]) =>
  sql`array[${sql.join(
    days.map((day) => sql`${day}`),
    sql`, `,
  )}]::date[]`;

/** Each client's `adviser_ongoing` fees from their pound policies in [from, to), for those charged any. */
export async function feesByClient(db: Database, firmId: string, from: IsoDate, to: IsoDate) {
  return rowsOf<{ client_id: string; ongoing: string }>(
    await db.execute(sql`select p.client_id, sum(t.amount)::numeric(16, 2)::text as ongoing
      from transactions t join policies p on p.id = t.policy_id
      where p.firm_id = ${firmId} and t.type = 'charge' and t.charge_kind = 'adviser_ongoing'
        and t.currency = 'GBP' and t.occurred_on >= ${from} and t.occurred_on < ${to}
      group by p.client_id`),
  );
}

export interface YearMoney {
  to_day: IsoDate;
  ongoing: string;
  average_value: string | null;
  percent: string | null;
}

/**
 * Per review year [from, to): the client's ongoing adviser fees, the mean of their portfolio's month-end
 * values (each pound policy's latest valuation on that day), and the one as a percentage of the other. Summed
 * and divided in numeric, so every figure is exact to the penny before it is rounded to two places.
 */
export async function yearMoney(
  db: Database,
  clientId: string,
  years: readonly { from: IsoDate; to: IsoDate }[],
) {
  if (years.length === 0) return [];
  return rowsOf<YearMoney>(
    await db.execute(sql`with y as (
        select * from unnest(${dateList(years.map((y) => y.from))}, ${dateList(years.map((y) => y.to))})
          as y(from_day, to_day)
      ),
      fees as (
        select y.to_day, coalesce(sum(t.amount), 0) as ongoing from y
        left join (transactions t join policies p on p.id = t.policy_id and p.client_id = ${clientId})
          on t.type = 'charge' and t.charge_kind = 'adviser_ongoing' and t.currency = 'GBP'
            and t.occurred_on >= y.from_day and t.occurred_on < y.to_day
        group by y.to_day
      ),
      ends as (
        select y.from_day, y.to_day, (m + interval '1 month' - interval '1 day')::date as day
        from y cross join generate_series(date_trunc('month', y.from_day), date_trunc('month', y.to_day),
          interval '1 month') m
      ),
      totals as (
        select e.to_day, e.day, sum(v.value) as total from ends e
        join policies p on p.client_id = ${clientId} and p.currency = 'GBP'
        cross join lateral (select value from valuations
          where policy_id = p.id and valued_on <= e.day order by valued_on desc limit 1) v
        where e.day >= e.from_day and e.day < e.to_day
        group by e.to_day, e.day
      ),
      averages as (select to_day, round(avg(total), 2) as average from totals group by to_day)
      select f.to_day::text as to_day, f.ongoing::numeric(16, 2)::text as ongoing,
        a.average::text as average_value,
        case when a.average > 0 then round(100 * f.ongoing / a.average, 2)::text end as percent
      from fees f left join averages a on a.to_day = f.to_day`),
  );
}

export interface MessageRow {
  client_id: string;
  thread_id: string;
  /** Milliseconds since 1970. */
  at_ms: number;
  from_client: boolean;
}

/** Messages in the clients' threads from `from` to `until` (a little past a period, to see its late answers). */
export async function messagesOf(db: Database, clientIds: readonly string[], from: IsoDate, until: IsoDate) {
  if (clientIds.length === 0) return [];
  return rowsOf<MessageRow>(
    await db.execute(sql`select t.client_id, m.thread_id, (extract(epoch from m.created_at) * 1000)::float8 as at_ms,
        (m.sender_id = t.client_id) as from_client
      from messages m join message_threads t on t.id = m.thread_id
      where t.client_id = any(${idList(clientIds)})
        and m.created_at >= ${from}::date and m.created_at < ${until}::date`),
  );
}

export interface DocumentRow {
  published_on: IsoDate;
  statement: boolean;
  requires: 'none' | 'acknowledge' | 'sign';
  completed: boolean;
  opened: boolean;
}

/** Each document series first published to the client in [from, to), with whether they completed and opened it. */
export async function documentsOf(db: Database, clientId: string, from: IsoDate, to: IsoDate) {
  return rowsOf<DocumentRow>(
    await db.execute(sql`select (d.published_at at time zone 'Europe/London')::date::text as published_on,
        d.category = 'valuation_statement' as statement, d.requires,
        exists (select 1 from document_events e join client_documents v on v.id = e.document_id
          where v.series_id = d.series_id and e.kind in ('acknowledged', 'signed')) as completed,
        exists (select 1 from document_events e join client_documents v on v.id = e.document_id
          where v.series_id = d.series_id and e.kind in ('opened', 'downloaded') and e.actor_id = d.client_id) as opened
      from client_documents d
      where d.client_id = ${clientId} and d.version = 1 and d.withdrawn_at is null
        and (d.published_at at time zone 'Europe/London')::date >= ${from}
        and (d.published_at at time zone 'Europe/London')::date < ${to}`),
  );
}
