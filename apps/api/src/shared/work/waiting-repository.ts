import type { ClientWaiting } from '@sextant/contracts/admin-clients';
import { eq, type SQL, sql } from 'drizzle-orm';
import { clientDocuments, documentEvents, reviews, users } from '@/db/schema/index';

/** A document to sign counts as waiting once it has been out this long unsigned. */
export const SIGNATURE_WAIT_DAYS = 7;
/** A review counts as due this many days ahead. */
export const REVIEW_DUE_DAYS = 30;

const openReview = (condition: SQL) => sql`exists (
  select 1 from ${reviews}
  where ${reviews.clientId} = ${users.id} and ${reviews.outcome} is null and ${condition}
)`;

/**
 * What waits on the firm for a client (a row of `users`), as one condition: the client list filters by it
 * and My work counts by it, so a count and the list it opens always agree. `today` is the UK date.
 */
export function waitingFor(kind: ClientWaiting, now: Date, today: string): SQL {
  switch (kind) {
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

/** The client's named adviser is this staff member. */
export const advisedBy = (staffId: string) => eq(users.adviserId, staffId);
