import type { TableQuery } from '@sextant/contracts/admin';
import {
  CLIENT_WAITING,
  type ClientFlag,
  type ClientSort,
  type ClientStatus,
  type ClientWaiting,
} from '@sextant/contracts/admin-clients';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { fullName, nameOrEmailContains, surnameFirst } from '@/db/name-search';
import { users } from '@/db/schema/index';
import { pageWindow } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { ukToday } from '@/shared/clock';
import { coverOf } from '@/shared/cover/repository';
import { clientOfFirm } from '@/shared/people/repository';
import { advisedBy, waitingFor } from '@/shared/work/waiting-repository';

/** `invited` (no password yet), `active`, `inactive`: the order the status column sorts in. */
export const statusOf = sql<ClientStatus>`case when not ${users.active} then 'inactive' when ${users.passwordHash} is null then 'invited' else 'active' end`;
const statusRank = sql`case when not ${users.active} then 2 when ${users.passwordHash} is null then 0 else 1 end`;

const statusFilter = (status: ClientStatus | undefined): SQL | undefined => {
  if (status === 'inactive') return eq(users.active, false);
  if (status === 'invited') return and(eq(users.active, true), isNull(users.passwordHash));
  if (status === 'active') return and(eq(users.active, true), sql`${users.passwordHash} is not null`);
  return undefined;
};

/** Who lists: the firm, and the staff member that `adviser=me` means. */
export type Viewer = Pick<Actor, 'firmId' | 'userId' | 'now'>;

export interface ClientFilters {
  status?: ClientStatus | undefined;
  /** `me` (with those the viewer covers for today), `none`, or a staff member's id. */
  adviser?: string | undefined;
  flag?: ClientFlag | undefined;
  waiting?: ClientWaiting | undefined;
  q?: string | undefined;
}

/*
 * The row's columns are named in full inside these subqueries: "users" is the client's row in every query
 * below (always joined, so Drizzle names its columns in full too).
 */
const locked = sql<boolean>`exists (select 1 from login_attempts la where la.email = "users"."email" and la.locked_at is not null)`;
const vulnerable = sql<boolean>`exists (select 1 from vulnerability_records vr where vr.client_id = "users"."id" and vr.ended_at is null)`;
/** The latest valuation of each GBP-valued policy, summed: one probe of the (policy, date) key a policy. */
const valueUnderAdvice = sql<string | null>`(
  select sum(latest.value)::numeric(18, 2)::text from policies p
  cross join lateral (
    select v.value, v.currency from valuations v where v.policy_id = p.id order by v.valued_on desc limit 1
  ) latest
  where p.client_id = "users"."id" and latest.currency = 'GBP'
)`;

const waitingNow = (now: Date, today: string) =>
  or(...CLIENT_WAITING.map((kind) => waitingFor(kind, now, today)));

function flagFilter(flag: ClientFlag | undefined, now: Date, today: string): SQL | undefined {
  if (flag === 'vip') return eq(users.vip, true);
  if (flag === 'locked') return locked;
  if (flag === 'vulnerable') return vulnerable;
  if (flag === 'waiting') return waitingNow(now, today);
  return undefined;
}

function adviserFilter(viewer: Viewer, adviser: string | undefined, today: string): SQL | undefined {
  if (adviser === 'me') return advisedBy(viewer.userId, today);
  if (adviser === 'none') return isNull(users.adviserId);
  return adviser ? eq(users.adviserId, adviser) : undefined;
}

/** The firm's clients a list shows, filtered: My work counts with the same conditions. */
export function clientsWhere(viewer: Viewer, filters: ClientFilters): SQL | undefined {
  const today = ukToday(viewer.now);
  return and(
    clientOfFirm(viewer.firmId),
    statusFilter(filters.status),
    adviserFilter(viewer, filters.adviser, today),
    flagFilter(filters.flag, viewer.now, today),
    filters.waiting ? waitingFor(filters.waiting, viewer.now, today) : undefined,
    nameOrEmailContains(users, filters.q),
  );
}

const advisers = alias(users, 'adviser');
const covers = alias(users, 'cover');

const SORTS: Record<ClientSort, SQL> = {
  name: surnameFirst(users),
  email: sql`${users.email}`,
  created_at: sql`${users.createdAt}`,
  status: statusRank,
  value: valueUnderAdvice,
  next_review: sql`${users.nextReviewDate}`,
  adviser: surnameFirst(advisers),
};

/** ORDER BY the sort, empty values last either way, then the id so pages never overlap. */
const orderOf = (query: TableQuery<ClientSort>) => {
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  return sql`${SORTS[query.sort]} ${direction} nulls last, ${users.id} ${direction}`;
};

/**
 * One page of the firm's clients with their value, next review, adviser (and cover), flags and what waits,
 * in one statement: the inner query filters, sorts and cuts the page (with the total); only the page's rows
 * get the per-row columns.
 */
export async function listClients(
  db: Database,
  viewer: Viewer,
  query: TableQuery<ClientSort> & ClientFilters,
) {
  const { now } = viewer;
  const today = ukToday(now);
  const { limit, offset } = pageWindow(query);
  const page = db
    .select({
      id: sql<string>`${users.id}`.as('page_id'),
      position: sql<number>`row_number() over (order by ${orderOf(query)})`.as('position'),
      total: sql<number>`cast(count(*) over () as integer)`.as('total'),
    })
    .from(users)
    .leftJoin(advisers, eq(advisers.id, users.adviserId))
    .where(clientsWhere(viewer, query))
    .orderBy(orderOf(query))
    .limit(limit)
    .offset(offset)
    .as('page');
  const waiting = CLIENT_WAITING.map(
    (kind) => sql`case when ${waitingFor(kind, now, today)} then ${kind} end`,
  );
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      status: statusOf,
      vip: users.vip,
      createdAt: users.createdAt,
      value: valueUnderAdvice,
      nextReviewDate: users.nextReviewDate,
      adviserId: advisers.id,
      adviserName: fullName(advisers),
      coverId: covers.id,
      coverName: fullName(covers),
      locked,
      vulnerable,
      waiting: sql<ClientWaiting[]>`array_remove(array[${sql.join(waiting, sql`, `)}]::text[], null)`,
      total: page.total,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(advisers, eq(advisers.id, users.adviserId))
    .leftJoin(covers, eq(covers.id, coverOf(advisers.id, today)))
    .orderBy(page.position);
}

/** How many of the firm's clients a list with these filters shows. */
export async function countClients(db: Database, viewer: Viewer, filters: ClientFilters) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(clientsWhere(viewer, filters));
  return Number(row?.count ?? 0);
}
