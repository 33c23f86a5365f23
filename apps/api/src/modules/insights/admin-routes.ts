import { StaffDone } from '@sextant/contracts/admin';
import {
  AdminInsight,
  AdminInsightAuthor,
  AdminInsightAuthorList,
  AdminInsightCategory,
  AdminInsightCategoryList,
  AdminInsightPage,
  AdminInsightPublished,
  AdminInsightQuery,
  InsightAuthorInput,
  InsightAuthorPatch,
  InsightCategoryInput,
  InsightInput,
  InsightPatch,
  InsightRefParams,
  PublishInsightRequest,
} from '@sextant/contracts/admin-insights';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import * as service from './admin-service';

/** Back-office calls of insights, their categories and authors, under /v1/admin behind the staff guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: insights'];
  const security = [{ bearer: [] }];
  const firmOf = (request: FastifyRequest) => request.principal!.firmId;

  // Categories ---------------------------------------------------------------------------------------
  app.get(
    '/insight-categories',
    {
      schema: {
        tags,
        security,
        summary: "The firm's insight categories by name, with how many insights each holds",
        response: { 200: AdminInsightCategoryList, 401: ErrorBody },
      },
    },
    async (request) => service.listCategories(app.db, firmOf(request)),
  );

  app.post(
    '/insight-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Add a category (the name is unique in the firm, case aside)',
        body: InsightCategoryInput,
        response: { 201: AdminInsightCategory, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createCategory(app.db, actorOf(request), request.body.name)),
  );

  app.patch(
    '/insight-categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a category',
        params: InsightRefParams,
        body: InsightCategoryInput,
        response: { 200: AdminInsightCategory, ...rowErrors },
      },
    },
    async (request) => service.renameCategory(app.db, actorOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/insight-categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a category: the insights in it stay, filed under their other categories',
        params: InsightRefParams,
        response: { 200: StaffDone, ...rowErrors },
      },
    },
    async (request) => service.deleteCategory(app.db, actorOf(request), request.params.id),
  );

  // Authors ------------------------------------------------------------------------------------------
  app.get(
    '/insight-authors',
    {
      schema: {
        tags,
        security,
        summary: "The firm's insight authors by name, with how many insights each wrote",
        response: { 200: AdminInsightAuthorList, 401: ErrorBody },
      },
    },
    async (request) => service.listAuthors(app.db, firmOf(request)),
  );

  app.post(
    '/insight-authors',
    {
      schema: {
        tags,
        security,
        summary: 'Add an author (the name is unique in the firm, case aside)',
        body: InsightAuthorInput,
        response: { 201: AdminInsightAuthor, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createAuthor(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/insight-authors/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change an author's name or role",
        params: InsightRefParams,
        body: InsightAuthorPatch,
        response: { 200: AdminInsightAuthor, ...rowErrors },
      },
    },
    async (request) => service.updateAuthor(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/insight-authors/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an author no insight names (422 otherwise)',
        params: InsightRefParams,
        response: { 200: StaffDone, ...rowErrors },
      },
    },
    async (request) => service.deleteAuthor(app.db, actorOf(request), request.params.id),
  );

  // Insights -----------------------------------------------------------------------------------------
  app.get(
    '/insights',
    {
      schema: {
        tags,
        security,
        summary: "The firm's insights, drafts and published: search the title, sort, filter, page",
        querystring: AdminInsightQuery,
        response: { 200: AdminInsightPage, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => service.listInsights(app.db, firmOf(request), request.query),
  );

  app.post(
    '/insights',
    {
      schema: {
        tags,
        security,
        summary: 'Write a new insight, saved as a draft (the body HTML is sanitised when saved)',
        body: InsightInput,
        response: { 201: AdminInsight, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createInsight(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/insights/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One insight as staff edit it',
        params: IdParams,
        response: { 200: AdminInsight, ...rowErrors },
      },
    },
    async (request) => service.readInsight(app.db, firmOf(request), request.params.id),
  );

  app.patch(
    '/insights/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an insight (draft or published); given categories replace the old ones',
        params: IdParams,
        body: InsightPatch,
        response: { 200: AdminInsight, ...rowErrors },
      },
    },
    async (request) => service.updateInsight(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/insights/:id/publish',
    {
      schema: {
        tags,
        security,
        summary: 'Publish: clients see it from now; `notify` also tells every active client of the firm',
        description:
          'The first publication sets `published_at`; publishing again after unpublishing keeps it. ' +
          'The notification links to `/tabs/insights/view/{id}` in the app.',
        params: IdParams,
        body: PublishInsightRequest.nullish(),
        response: { 200: AdminInsightPublished, ...rowErrors },
      },
    },
    async (request) =>
      service.publishInsight(app.db, actorOf(request), request.params.id, request.body?.notify ?? false),
  );

  app.post(
    '/insights/:id/unpublish',
    {
      schema: {
        tags,
        security,
        summary: 'Back to draft: clients no longer see it',
        params: IdParams,
        response: { 200: AdminInsight, ...rowErrors },
      },
    },
    async (request) => service.unpublishInsight(app.db, actorOf(request), request.params.id),
  );

  app.delete(
    '/insights/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a draft (a published insight must be unpublished first: 422)',
        params: IdParams,
        response: { 200: StaffDone, ...rowErrors },
      },
    },
    async (request) => service.deleteInsight(app.db, actorOf(request), request.params.id),
  );
};
export default adminRoutes;
