import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviews, users } from '@/db/schema/index';

export type ReviewOutcome = 'delivered' | 'declined' | 'no_response';

/** A client's review segment: their own, else their firm's default (migration 0011 and a trigger give each firm one). */
export const segmentIdOf = (clientId: unknown) => sql<string>`(select s.id from review_segments s
  join users segment_client on segment_client.id = ${clientId}
  where s.firm_id = segment_client.firm_id
    and (s.id = segment_client.segment_id or (segment_client.segment_id is null and s.is_default))
  order by s.is_default limit 1)`;

/** A client's review interval in months, from their segment; twelve, the old annual rule, should none be found. */
export const reviewIntervalOf = (clientId: unknown) =>
  sql<number>`coalesce((select s.interval_months from review_segments s where s.id = ${segmentIdOf(clientId)}), 12)`;

/**
 * Ends an open review and sets the client's next review one segment interval after this one's date. Answers false
 * when the review had already ended (two endings cannot both count).
 */
export async function closeReview(
  db: Database,
  reviewId: string,
  ending: {
    outcome: ReviewOutcome;
    by: string | null;
    at: Date;
    note?: string | null;
    meetingHeldOn?: string | null;
  },
): Promise<boolean> {
  const [closed] = await db
    .update(reviews)
    .set({
      outcome: ending.outcome,
      outcomeAt: ending.at,
      outcomeBy: ending.by,
      outcomeNote: ending.note ?? null,
      meetingHeldOn: ending.meetingHeldOn ?? null,
    })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.outcome)))
    .returning({ clientId: reviews.clientId, reviewDate: reviews.reviewDate });
  if (!closed) return false;
  await db
    .update(users)
    .set({
      nextReviewDate: sql`(${closed.reviewDate}::date + make_interval(months => ${reviewIntervalOf(closed.clientId)}))::date`,
    })
    .where(eq(users.id, closed.clientId));
  return true;
}
