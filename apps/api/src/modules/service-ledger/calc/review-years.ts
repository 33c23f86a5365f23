import type { ServiceReviewOutcome } from '@sextant/contracts/service-ledger';
import { addMonths, type IsoDate } from '@/shared/period';

export interface ReviewFact {
  reviewDate: IsoDate;
  outcome: 'delivered' | 'declined' | 'no_response' | null;
  meetingHeldOn: IsoDate | null;
}

export interface ReviewYear {
  from: IsoDate;
  /** The year's review date (exclusive end). */
  to: IsoDate;
  current: boolean;
  review: { date: IsoDate; outcome: ServiceReviewOutcome; meetingHeldOn: IsoDate | null };
}

/** How the year ending on `date` went, from its review if one was recorded. */
export function outcomeOf(
  review: ReviewFact | undefined,
  date: IsoDate,
  today: IsoDate,
): ServiceReviewOutcome {
  if (review?.outcome) return review.outcome;
  if (date > today) return 'upcoming';
  return review ? 'open' : 'not_attempted';
}

/**
 * A client's review years, newest first: each ends on a review date (their reviews' and their next one) and
 * starts on the one before, the first one interval earlier. The current year is the one ending on the next
 * review date, or on the latest review when none is set.
 */
export function reviewYears(
  reviews: readonly ReviewFact[],
  nextReviewDate: IsoDate | null,
  intervalMonths: number,
  today: IsoDate,
): ReviewYear[] {
  const byDate = new Map(reviews.map((review) => [review.reviewDate, review]));
  const ends = [...new Set([...byDate.keys(), ...(nextReviewDate ? [nextReviewDate] : [])])].sort();
  const years = ends.map((to, i) => {
    const review = byDate.get(to);
    return {
      from: ends[i - 1] ?? addMonths(to, -intervalMonths),
      to,
      current: i === ends.length - 1,
      review: {
        date: to,
        outcome: outcomeOf(review, to, today),
        meetingHeldOn: review?.meetingHeldOn ?? null,
      },
    };
  });
  return years.reverse();
}
