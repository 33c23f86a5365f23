import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviews, users } from '@/db/schema/index';

export type ReviewOutcome = 'delivered' | 'declined' | 'no_response';

/**
 * Ends an open review and sets the client's next review twelve months after this one's date. Answers false
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
    .set({ nextReviewDate: sql`(${closed.reviewDate}::date + interval '12 months')::date` })
    .where(eq(users.id, closed.clientId));
  return true;
}
