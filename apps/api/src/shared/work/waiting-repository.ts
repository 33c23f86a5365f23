import type { ClientWaiting } from '@sextant/contracts/admin-clients';
import { type SQL, sql } from 'drizzle-orm';
import {
  clientAccessDays,
  clientDocuments,
  documentEvents,
  reviews,
  users,
  vulnerabilityRecords,
} from '@/db/schema/index';
import { isOrCovers } from '@/shared/cover/repository';
import { lastCompleteQuarter, quarterBounds } from '@/shared/period';

/** A document to sign counts as waiting once it has been out this long unsigned. */
export const SIGNATURE_WAIT_DAYS = 7;
/** A review counts as due this many days ahead. */
export const REVIEW_DUE_DAYS = 30;
/** A vulnerability record's review counts as due this many days ahead. */
export const VULNERABILITY_REVIEW_DAYS = 30;

const openReview = (condition: SQL) => sql`exists (
  select 1 from ${reviews}
  where ${reviews.clientId} = ${users.id} and ${reviews.outcome} is null and ${condition}
)`;

/**
 * The access ledger's `needs_statement` for the last complete quarter: an active client who neither looked at
 * a valuation on any day of it nor opened or downloaded a valuation statement during it (the documents
 * module's ledger counts the same two things per client).
 */
function needsStatement(today: string): SQL {
  const quarter = quarterBounds(lastCompleteQuarter(today));
  return sql`${users.active} and not exists (
    select 1 from ${clientAccessDays}
    where ${clientAccessDays.clientId} = ${users.id}
      and ${clientAccessDays.day} between ${quarter.from}::date and ${quarter.to}::date
  ) and not exists (
    select 1 from ${documentEvents} join ${clientDocuments} on ${clientDocuments.id} = ${documentEvents.documentId}
    where ${clientDocuments.clientId} = ${users.id} and ${clientDocuments.category} = 'valuation_statement'
      and ${documentEvents.actorId} = ${users.id} and ${documentEvents.kind} in ('opened', 'downloaded')
      and ${documentEvents.createdAt} >= ${quarter.fromInstant.toISOString()}::timestamptz
      and ${documentEvents.createdAt} < ${quarter.toInstant.toISOString()}::timestamptz
  )`;
}

/**
 * What waits on the firm for a client (a row of `users`), as one condition: the client list filters by it
 * and My work counts by it, so a count and the list it opens always agree. `today` is the UK date.
 */
export function waitingFor(kind: ClientWaiting, now: Date, today: string): SQL {
  switch (kind) {
    case 'needs_statement':
      return needsStatement(today);
    case 'vulnerability_review':
      return sql`exists (
        select 1 from ${vulnerabilityRecords}
        where ${vulnerabilityRecords.clientId} = ${users.id} and ${vulnerabilityRecords.endedAt} is null
          and ${vulnerabilityRecords.reviewOn} <= ${today}::date + ${VULNERABILITY_REVIEW_DAYS}::int
      )`;
    case 'checkin_answered':
      return openReview(sql`${reviews.checkinSubmittedAt} is not null`);
    case 'review_overdue':
      return openReview(sql`${reviews.reviewDate} < ${today}::date`);
    case 'review_due':
      return openReview(
        sql`${reviews.reviewDate} between ${today}::date and ${today}::date + ${REVIEW_DUE_DAYS}::int
          and ${reviews.checkinSubmittedAt} is null`,
      );
    case 'signature':
      return sql`exists (
        select 1 from ${clientDocuments}
        where ${clientDocuments.clientId} = ${users.id} and ${clientDocuments.requires} = 'sign'
          and ${clientDocuments.supersededAt} is null and ${clientDocuments.withdrawnAt} is null
          and ${clientDocuments.publishedAt} < ${now}::timestamptz - make_interval(days => ${SIGNATURE_WAIT_DAYS}::int)
          and not exists (
            select 1 from ${documentEvents}
            where ${documentEvents.documentId} = ${clientDocuments.id} and ${documentEvents.kind} = 'signed'
          )
      )`;
  }
}

/** The client's named adviser is this staff member, or one they cover for on the day (holiday cover). */
export const advisedBy = (staffId: string, today: string) => isOrCovers(users.adviserId, staffId, today);
