import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { clientDocuments, documentEvents, reviews, users } from '@/db/schema/index';
import { reviewIntervalOf } from '@/shared/reviews/repository';

const client = alias(users, 'client');
const adviser = alias(users, 'adviser');

/** The review's pack: its latest current version, with when the client acknowledged or signed it. */
const packId = sql<string | null>`(select d.id from ${clientDocuments} d
  where d.review_id = ${reviews.id} and d.withdrawn_at is null and d.superseded_at is null
  order by d.published_at desc limit 1)`;
const packTitle = sql<string | null>`(select d.title from ${clientDocuments} d
  where d.review_id = ${reviews.id} and d.withdrawn_at is null and d.superseded_at is null
  order by d.published_at desc limit 1)`;
const packCompletedAt = sql<string | null>`(select max(e.created_at) from ${documentEvents} e
  join ${clientDocuments} d on d.id = e.document_id
  where d.review_id = ${reviews.id} and d.withdrawn_at is null and d.superseded_at is null
    and e.kind in ('acknowledged', 'signed'))`.mapWith((value) => (value === null ? null : new Date(value)));

const reviewColumns = {
  id: reviews.id,
  clientId: reviews.clientId,
  clientFirstName: client.firstName,
  clientSurname: client.surname,
  adviserId: adviser.id,
  adviserFirstName: adviser.firstName,
  adviserSurname: adviser.surname,
  reviewDate: reviews.reviewDate,
  checkinOpenedAt: reviews.checkinOpenedAt,
  checkinSubmittedAt: reviews.checkinSubmittedAt,
  checkinAnswers: reviews.checkinAnswers,
  meetingHeldOn: reviews.meetingHeldOn,
  outcome: reviews.outcome,
  outcomeAt: reviews.outcomeAt,
  outcomeNote: reviews.outcomeNote,
  packId,
  packTitle,
  packCompletedAt,
};
export type ReviewRow = Awaited<ReturnType<typeof firmReviewsBetween>>[number];

const reviewRows = (db: Database) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(client, eq(client.id, reviews.clientId))
    .leftJoin(adviser, eq(adviser.id, reviews.adviserId));

export async function firmReviewsBetween(db: Database, firmId: string, from: string, to: string) {
  return reviewRows(db)
    .where(and(eq(reviews.firmId, firmId), gte(reviews.reviewDate, from), lte(reviews.reviewDate, to)))
    .orderBy(asc(reviews.reviewDate), asc(client.surname));
}

export async function clientReviews(db: Database, clientId: string) {
  return reviewRows(db).where(eq(reviews.clientId, clientId)).orderBy(desc(reviews.reviewDate));
}

export async function findFirmReview(db: Database, firmId: string, id: string) {
  const [row] = await reviewRows(db)
    .where(and(eq(reviews.id, id), eq(reviews.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

export async function findClientReview(db: Database, clientId: string, id: string) {
  const [row] = await reviewRows(db)
    .where(and(eq(reviews.id, id), eq(reviews.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** The client's adviser (as the firm presents them) and next review date. */
export async function serviceOf(db: Database, clientId: string) {
  const [row] = await db
    .select({
      nextReviewDate: client.nextReviewDate,
      intervalMonths: reviewIntervalOf(client.id),
      adviserId: adviser.id,
      firstName: adviser.firstName,
      surname: adviser.surname,
      jobTitle: adviser.jobTitle,
      photo: adviser.photo,
      phone: adviser.telephoneWork,
      mobile: adviser.telephoneMobile,
      email: adviser.email,
      bookingUrl: adviser.bookingUrl,
    })
    .from(client)
    .leftJoin(adviser, eq(adviser.id, client.adviserId))
    .where(eq(client.id, clientId))
    .limit(1);
  return row ?? null;
}

/** The firm's client (404 for anyone else): one query for every module, in shared/people. */
export { findFirmClient } from '@/shared/people/repository';

export async function findFirmStaff(db: Database, firmId: string, staffId: string) {
  const [row] = await db
    .select({
      id: users.id,
      active: users.active,
      jobTitle: users.jobTitle,
      phone: users.telephoneWork,
      bookingUrl: users.bookingUrl,
      photo: users.photo,
    })
    .from(users)
    .where(and(eq(users.id, staffId), eq(users.firmId, firmId), sql`${users.role} <> 'client'`))
    .limit(1);
  return row ?? null;
}

export async function setStaffProfile(
  db: Database,
  staffId: string,
  profile: { jobTitle: string | null; phone: string | null; bookingUrl: string | null; photo: string | null },
) {
  await db
    .update(users)
    .set({
      jobTitle: profile.jobTitle,
      telephoneWork: profile.phone,
      bookingUrl: profile.bookingUrl,
      photo: profile.photo,
    })
    .where(eq(users.id, staffId));
}

export async function setClientService(
  db: Database,
  clientId: string,
  service: { adviserId: string | null; nextReviewDate: string | null },
) {
  await db
    .update(users)
    .set({ adviserId: service.adviserId, nextReviewDate: service.nextReviewDate })
    .where(eq(users.id, clientId));
  // The open review follows: its adviser, and its date when one is set (a check-in already open stays open).
  await db
    .update(reviews)
    .set({
      adviserId: service.adviserId,
      ...(service.nextReviewDate ? { reviewDate: service.nextReviewDate } : {}),
    })
    .where(and(eq(reviews.clientId, clientId), isNull(reviews.outcome)));
}

/** The date of the client's latest ended review, or null. */
export async function lastEndedReviewDate(db: Database, clientId: string) {
  const [row] = await db
    .select({ date: reviews.reviewDate })
    .from(reviews)
    .where(and(eq(reviews.clientId, clientId), isNotNull(reviews.outcome)))
    .orderBy(desc(reviews.reviewDate))
    .limit(1);
  return row?.date ?? null;
}

export async function saveCheckin(db: Database, reviewId: string, answers: unknown, at: Date) {
  const rows = await db
    .update(reviews)
    .set({ checkinAnswers: answers, checkinSubmittedAt: at })
    .where(
      and(
        eq(reviews.id, reviewId),
        isNull(reviews.outcome),
        isNotNull(reviews.checkinOpenedAt),
        isNull(reviews.checkinSubmittedAt),
      ),
    )
    .returning({ id: reviews.id });
  return rows.length === 1;
}

/**
 * Opens the check-in of every review due within `days` of `today`: makes the review of each active client
 * whose next review date is that close and has none open, and opens the check-ins not opened yet. Answers the
 * reviews opened, with what a notice to each client needs.
 */
export async function openDueCheckins(
  db: Database,
  today: string,
  days: number,
  now: Date,
  clientId?: string,
) {
  const only = clientId ? sql`and u.id = ${clientId}` : sql``;
  await db.execute(sql`
    insert into reviews (firm_id, client_id, adviser_id, review_date)
    select u.firm_id, u.id, u.adviser_id, u.next_review_date from users u
    where u.role = 'client' and u.active and u.next_review_date is not null
      and u.next_review_date - ${days}::int <= ${today}::date ${only}
      and not exists (select 1 from reviews r where r.client_id = u.id and r.outcome is null)
      and not exists (select 1 from reviews r where r.client_id = u.id and r.review_date = u.next_review_date)
    on conflict do nothing`);
  const opened = await db.execute(sql`
    update reviews r set checkin_opened_at = ${now.toISOString()}::timestamptz
    from users u, firms f
    where u.id = r.client_id and f.id = r.firm_id and r.outcome is null and r.checkin_opened_at is null
      and r.review_date - ${days}::int <= ${today}::date ${only}
    returning r.id, r.client_id, r.firm_id, r.review_date::text as review_date, u.email, u.active,
      u.email_opt_out, f.name as firm_name, ${reviewIntervalOf(sql`u.id`)}::int as interval_months`);
  return (
    opened as unknown as {
      rows: {
        id: string;
        client_id: string;
        firm_id: string;
        review_date: string;
        email: string;
        active: boolean;
        email_opt_out: string[] | string;
        firm_name: string;
        interval_months: number;
      }[];
    }
  ).rows;
}

/** Open reviews whose date is more than `days` before today: no answer came. */
export async function overdueReviews(db: Database, today: string, days: number) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(isNull(reviews.outcome), sql`${reviews.reviewDate} + ${days}::int < ${today}::date`));
}
