import { asc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { fullName } from '@/db/name-search';
import { users } from '@/db/schema/index';

/*
 * Holiday cover as SQL conditions (table adviser_cover): a cover runs on a London day when it is not
 * cancelled and the day is within its dates, both included. Nothing is moved when it starts or ends: the
 * conditions read the day, so a cover ends by itself and there is nothing to undo. The table is named by an
 * alias of its own, so the conditions sit inside any query (the tables around them are named in full).
 */

const runs = (today: string) =>
  sql`cover.cancelled_at is null and ${today}::date between cover.starts_on and cover.ends_on`;

/** The advisers this staff member covers for on the day, as a subquery of ids (for `in`). */
export const coveredBy = (staffId: string, today: string): SQL =>
  sql`(select cover.adviser_id from adviser_cover cover where cover.cover_id = ${staffId} and ${runs(today)})`;

/** The staff member, or one they cover for on the day, is this adviser (a client's or a thread's). */
export const isOrCovers = (adviser: AnyPgColumn | SQL, staffId: string, today: string): SQL =>
  sql`(${adviser} = ${staffId} or ${adviser} in ${coveredBy(staffId, today)})`;

/**
 * Who stands in for the adviser on the day: their cover while one runs and the cover still works at the firm
 * (an active adviser or admin), else the adviser themselves. Null stays null.
 */
export const standingIn = (adviser: AnyPgColumn | SQL, today: string): SQL<string | null> =>
  sql<string | null>`coalesce((
    select cover.cover_id from adviser_cover cover
    join users stand_in on stand_in.id = cover.cover_id
    where cover.adviser_id = ${adviser} and ${runs(today)}
      and stand_in.active and stand_in.role in ('adviser', 'admin')
    limit 1
  ), ${adviser})`;

/** The staff member covering for the adviser on the day, or null. */
export const coverOf = (adviser: AnyPgColumn | SQL, today: string): SQL<string | null> =>
  sql<string | null>`(select cover.cover_id from adviser_cover cover
    where cover.adviser_id = ${adviser} and ${runs(today)} limit 1)`;

/** The advisers the staff member covers for on the day, by name (My work says whose queue it shows). */
export async function coveringFor(db: Database, staffId: string, today: string) {
  return db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(sql`${users.id} in ${coveredBy(staffId, today)}`)
    .orderBy(asc(users.surname), asc(users.firstName));
}
