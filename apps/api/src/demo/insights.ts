import type { Database } from '@/db/client';
import { insightAuthors, insightCategories, insightCategoryLinks, insights } from '@/db/schema/index';
import { articleHtml, type Section } from './article';
import { INSIGHT_AUTHORS, INSIGHT_CATEGORIES, INSIGHT_RISK_WARNING, INSIGHTS } from './content';
import { MARKET_ARTICLES } from './insight-articles-markets';
import { PLANNING_ARTICLES } from './insight-articles-planning';
import { daysBefore, seededRandom } from './random';

const ARTICLES: Record<string, Section[]> = { ...MARKET_ARTICLES, ...PLANNING_ARTICLES };

/** An insight's body: its own article, closed by the firm's risk warning. */
export function insightBody(title: string): string {
  const sections = ARTICLES[title];
  if (!sections) throw new Error(`The demo insight "${title}" has no article.`);
  return articleHtml(sections, INSIGHT_RISK_WARNING);
}

/**
 * When each insight was published, newest first: the newest yesterday, then every three to eight days, as a
 * small firm's writers manage (a fixed cadence reads as generated).
 */
export function insightDates(today: Date): Date[] {
  const random = seededRandom(2014);
  let daysAgo = 1;
  return INSIGHTS.map((_, i) => {
    if (i > 0) daysAgo += 3 + Math.floor(random() * 6);
    return daysBefore(today, daysAgo);
  });
}

/** The demo seed's insights for the firm, with its categories and authors: all published. */
export async function seedInsights(db: Database, firmId: string, today: Date) {
  const categories = await db
    .insert(insightCategories)
    .values(INSIGHT_CATEGORIES.map((name) => ({ firmId, name })))
    .returning({ id: insightCategories.id });
  const authors = await db
    .insert(insightAuthors)
    .values(INSIGHT_AUTHORS.map((author) => ({ firmId, ...author })))
    .returning({ id: insightAuthors.id });
  const dates = insightDates(today);
  const rows = await db
    .insert(insights)
    .values(
      INSIGHTS.map(([title, summary], i) => ({
        firmId,
        authorId: authors[i % authors.length]!.id,
        title,
        summary,
        body: insightBody(title),
        status: 'published' as const,
        publishedAt: dates[i]!,
      })),
    )
    .returning({ id: insights.id });
  await db
    .insert(insightCategoryLinks)
    .values(
      rows.flatMap((insight, i) =>
        INSIGHTS[i]![2].map((c) => ({ insightId: insight.id, categoryId: categories[c]!.id })),
      ),
    );
  return rows;
}
