import type { Insight, InsightSummary } from '@sextant/contracts/insights';

/** An insight as the app keeps it: the server's like_count is kept locally as `likes` (SPEC §3). */
export type InsightCard = Omit<InsightSummary, 'like_count'> & { likes: number };
export type InsightArticle = Omit<Insight, 'like_count'> & { likes: number };

/** One page of insights as cached: its items with `likes`, and the link of the next page, if any. */
export interface InsightCardPage {
  items: InsightCard[];
  next: string | undefined;
}

export function withLocalLikes<T extends { like_count: number }>({
  like_count,
  ...rest
}: T): Omit<T, 'like_count'> & { likes: number } {
  return { ...rest, likes: like_count };
}

/**
 * A like recorded on an insight: `likes` is the server's new count when known, one more otherwise
 * (the optimistic update). An insight the client already liked keeps its count.
 */
export function liked<T extends { likes: number; liked: boolean }>(insight: T, likes?: number): T {
  if (likes !== undefined) return { ...insight, likes, liked: true };
  if (insight.liked) return insight;
  return { ...insight, likes: insight.likes + 1, liked: true };
}
