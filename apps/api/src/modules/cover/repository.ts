import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { fullName } from '@/db/name-search';
import { adviserCover, users } from '@/db/schema/index';
import { activeStaffOf } from '@/shared/people/repository';

const advisers = alias(users, 'adviser');
const covers = alias(users, 'cover_person');
const creators = alias(users, 'creator');

const columns = {
  id: adviserCover.id,
  adviserId: adviserCover.adviserId,
  adviserName: fullName(advisers),
  adviserEmail: advisers.email,
  coverId: adviserCover.coverId,
  coverName: fullName(covers),
  coverEmail: covers.email,
  startsOn: adviserCover.startsOn,
  endsOn: adviserCover.endsOn,
  createdAt: adviserCover.createdAt,
  creatorId: creators.id,
  creatorName: fullName(creators),
  cancelledAt: adviserCover.cancelledAt,
};

const withPeople = (db: Database) =>
  db
    .select(columns)
    .from(adviserCover)
    .innerJoin(advisers, eq(advisers.id, adviserCover.adviserId))
    .innerJoin(covers, eq(covers.id, adviserCover.coverId))
    .leftJoin(creators, eq(creators.id, adviserCover.createdBy));

/** The firm's covers not cancelled that end on the day or later (running or to come), soonest first. */
export async function listCovers(db: Database, firmId: string, today: string) {
  return withPeople(db)
    .where(
      and(eq(adviserCover.firmId, firmId), isNull(adviserCover.cancelledAt), gte(adviserCover.endsOn, today)),
    )
    .orderBy(asc(adviserCover.startsOn), asc(adviserCover.endsOn), asc(adviserCover.id));
}

/** The firm's cover, or null (unknown or another firm's). */
export async function findCover(db: Database, firmId: string, id: string) {
  const [row] = await withPeople(db)
    .where(and(eq(adviserCover.id, id), eq(adviserCover.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

/** An active adviser or admin of the firm, with their name; null for anyone else (a client, another firm's). */
export async function findActiveStaff(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({ id: users.id, name: fullName(users), email: users.email })
    .from(users)
    .where(and(eq(users.id, id), activeStaffOf(users, firmId)))
    .limit(1);
  return row ?? null;
}

/**
 * The first cover not cancelled, over days that meet [from, to], that a new cover of the adviser by the cover
 * would clash with: the adviser already away or covering someone, or the cover away.
 */
export async function clashingCover(
  db: Database,
  firmId: string,
  cover: { adviserId: string; coverId: string; from: string; to: string },
) {
  const [row] = await withPeople(db)
    .where(
      and(
        eq(adviserCover.firmId, firmId),
        isNull(adviserCover.cancelledAt),
        sql`${adviserCover.startsOn} <= ${cover.to}::date and ${adviserCover.endsOn} >= ${cover.from}::date`,
        or(
          eq(adviserCover.adviserId, cover.adviserId),
          eq(adviserCover.coverId, cover.adviserId),
          eq(adviserCover.adviserId, cover.coverId),
        ),
      ),
    )
    .orderBy(asc(adviserCover.startsOn))
    .limit(1);
  return row ?? null;
}

/** Holds the firm's cover changes until the transaction ends, so two clashing covers cannot both be made. */
export async function holdFirmCover(tx: Database, firmId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cover ${firmId}`}))`);
}

export async function insertCover(db: Database, values: typeof adviserCover.$inferInsert) {
  const [row] = await db.insert(adviserCover).values(values).returning({ id: adviserCover.id });
  return row!.id;
}

/** Cancels the cover if it is neither cancelled nor over by the day; answers whether it did. */
export async function cancelCover(db: Database, id: string, by: string, at: { now: Date; today: string }) {
  const rows = await db
    .update(adviserCover)
    .set({ cancelledAt: at.now, cancelledBy: by })
    .where(and(eq(adviserCover.id, id), isNull(adviserCover.cancelledAt), gte(adviserCover.endsOn, at.today)))
    .returning({ id: adviserCover.id });
  return rows.length === 1;
}
