import type { Database } from '@/db/client';
import { insightAuthors, insightCategories, insightCategoryLinks, insights } from '@/db/schema/index';
import { INSIGHT_AUTHORS, INSIGHT_CATEGORIES, INSIGHTS, insightBody } from './content';
import { daysBefore } from './random';

/**
 * The demo seed's insights for the firm, with its categories and authors: all published, one every four
 * days back from a day before `today`.
 */
export async function seedInsights(db: Database, firmId: string, today: Date) {
  const categories = await db
    .insert(insightCategories)
    .values(INSIGHT_CATEGORIES.map((name) => ({ firmId, name })))
    .returning({ id: insightCategories.id });
  const authors = await db
    .insert(insightAuthors)
    .values(INSIGHT_AUTHORS.map((author) => ({ firmId, ...author })))
    .returning({ id: insightAuthors.id });
  const rows = await db
    .insert(insights)
    .values(
      INSIGHTS.map(([title, summary], i) => ({
        firmId,
        authorId: authors[i % authors.length]!.id,
        title,
        summary,
        body: insightBody(title, summary),
        status: 'published' as const,
        publishedAt: daysBefore(today, i * 4 + 1),
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
