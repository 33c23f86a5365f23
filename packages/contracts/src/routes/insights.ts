import { IdParams } from '../common';
import { IdNameMap, Insight, InsightLiked, InsightPage, InsightSearchQuery } from '../insights';
import { defineRoutes } from '../route';

const tags = ['insights'];

/**
 * The firm's insights as its signed-in clients read them (SPEC §7): published ones with `published_at` ≤ now
 * only; bodies are sanitised on every read.
 */
export const insightRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    searchInsights: {
      method: 'GET',
      path: '/insights',
      summary: "The firm's published insights, newest first, 10 a page",
      description:
        '`InsightSearch[categories]` takes one id, repeated keys, `[]`/`[0]` keys or a comma list (any of them ' +
        'matches); `InsightSearch[writer]` an author id. `_links.next` is the same search one page on ' +
        '(relative, URL-encoded), absent on the last page, where `_links` is `{}`.',
      querystring: InsightSearchQuery,
      responses: { 200: InsightPage },
    },
    insightCategories: {
      method: 'GET',
      path: '/insights/categories',
      summary: "The firm's insight categories, id to name",
      description: 'The keys are strings.',
      responses: { 200: IdNameMap },
    },
    insightAuthors: {
      method: 'GET',
      path: '/insights/authors',
      summary: "The firm's insight authors, id to name",
      description: 'The keys are strings.',
      responses: { 200: IdNameMap },
    },
    readInsight: {
      method: 'GET',
      path: '/insights/:id',
      summary: 'One insight with its body (HTML sanitised on the server)',
      params: IdParams,
      responses: { 200: Insight },
    },
    likeInsight: {
      method: 'POST',
      path: '/insights/:id/like',
      summary: 'Like an insight (once per client; liking again changes nothing)',
      description: 'There is no unlike.',
      params: IdParams,
      responses: { 200: InsightLiked },
    },
  },
);
