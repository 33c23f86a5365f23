import { ErrorBody, Uuid } from '@sextant/contracts/common';
import {
  IdNameMap,
  Insight,
  InsightLiked,
  InsightPage,
  InsightSearchQuery,
} from '@sextant/contracts/insights';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorMap, categoryMap, likeInsight, type Reader, readInsight, searchInsights } from './service';

const CATEGORIES = 'InsightSearch[categories]';
const WRITER = 'InsightSearch[writer]';
/** `InsightSearch[categories]`, `…[categories][]` and `…[categories][0]`. */
const CATEGORY_KEY = /^InsightSearch\[categories\](\[\d*\])?$/;

/**
 * The query parser leaves bracket names flat (`{ 'InsightSearch[categories]': ['1', '2'] }`). Gathers
 * every spelling of the category list (one key, repeated keys, `[]` keys, comma lists) into one list;
 * a blank filter, as a form sends for "any", counts as no filter.
 */
export function gatherInsightSearch(query: Record<string, unknown>): Record<string, unknown> {
  const gathered: Record<string, unknown> = {};
  let categories: string[] | undefined;
  for (const [key, raw] of Object.entries(query)) {
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (CATEGORY_KEY.test(key)) {
      categories = [
        ...(categories ?? []),
        ...values.flatMap((value) => value.split(',')).map((value) => value.trim()),
      ].filter(Boolean);
    } else if (key === WRITER && values.every((value) => value.trim() === '')) {
      // "any writer"
    } else {
      gathered[key] = raw;
    }
  }
  if (categories?.length) gathered[CATEGORIES] = categories;
  return gathered;
}

const IdParams = z.object({ id: Uuid });

const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preParsing', app.requireClient);
  const tags = ['insights'];
  const security = [{ bearer: [] }];
  const reader = (request: FastifyRequest): Reader => ({
    firmId: request.principal!.firmId,
    userId: request.principal!.userId,
    now: app.clock(),
  });

  app.get(
    '/insights',
    {
      preValidation: async (request) => {
        request.query = gatherInsightSearch(request.query as Record<string, unknown>);
      },
      schema: {
        tags,
        security,
        summary: "The firm's published insights, newest first, 10 a page",
        description:
          '`InsightSearch[categories]` takes one id, repeated keys or a comma list (any of them matches); ' +
          '`InsightSearch[writer]` an author id. `_links.next` is the same search one page on, absent on the last page.',
        querystring: InsightSearchQuery,
        response: { 200: InsightPage, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => searchInsights(app.db, reader(request), request.query),
  );

  app.get(
    '/insights/categories',
    {
      schema: {
        tags,
        security,
        summary: "The firm's insight categories, id to name",
        response: { 200: IdNameMap, 401: ErrorBody },
      },
    },
    async (request) => categoryMap(app.db, request.principal!.firmId),
  );

  app.get(
    '/insights/authors',
    {
      schema: {
        tags,
        security,
        summary: "The firm's insight authors, id to name",
        response: { 200: IdNameMap, 401: ErrorBody },
      },
    },
    async (request) => authorMap(app.db, request.principal!.firmId),
  );

  app.get(
    '/insights/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One insight with its body (HTML sanitised on the server)',
        params: IdParams,
        response: { 200: Insight, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => readInsight(app.db, reader(request), request.params.id),
  );

  app.post(
    '/insights/:id/like',
    {
      schema: {
        tags,
        security,
        summary: 'Like an insight (once per client; liking again changes nothing)',
        params: IdParams,
        response: { 200: InsightLiked, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => likeInsight(app.db, reader(request), request.params.id),
  );
};
export default insightRoutes;
