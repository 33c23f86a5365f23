import {
  AdminPanelUpdate,
  AdminProviderReportUpdate,
  AdminReport,
  AdminReportCreate,
  AdminReportList,
  AdminReportQuery,
  AdminReportUpdate,
} from '@sextant/contracts/admin-due-diligence';
import { ErrorBody, Uuid } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import * as service from './admin-service';
import { sendPdf } from './documents';

/** A multipart upload: the PDF in `file`; `filename` optionally names it (the part's own name is not kept). */
const DocumentUpload = z.object({
  file: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'Choose a PDF file.' })
    .meta({ type: 'string', format: 'binary', description: 'The PDF, at most 10 MB.' }),
  filename: z.string().trim().max(200).optional(),
});

/** Back-office calls of due-diligence reports, under /v1/admin behind the staff guard; all firm-scoped. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: due diligence'];
  const security = [{ bearer: [] }];
  const providerParams = z.object({ id: Uuid, providerId: Uuid });
  const answers = { 200: AdminReport, ...rowErrors };

  app.get(
    '/due-diligence',
    {
      schema: {
        tags,
        security,
        summary: 'The firm’s reports, drafts and published (sort financial_year or title; status filter)',
        querystring: AdminReportQuery,
        response: { 200: AdminReportList, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => service.listReports(app.db, request.principal!.firmId, request.query),
  );

  app.post(
    '/due-diligence',
    {
      schema: {
        tags,
        security,
        summary: 'A new draft report (one a financial year; the body is sanitised)',
        body: AdminReportCreate,
        response: { 201: AdminReport, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createReport(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/due-diligence/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A report with its panel and provider reports',
        params: IdParams,
        response: answers,
      },
    },
    async (request) => service.getReport(app.db, request.principal!.firmId, request.params.id),
  );

  app.patch(
    '/due-diligence/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a report (only the fields sent; the body is sanitised)',
        params: IdParams,
        body: AdminReportUpdate,
        response: answers,
      },
    },
    async (request) => service.updateReport(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/due-diligence/:id/publish',
    {
      schema: { tags, security, summary: 'Show the report to clients', params: IdParams, response: answers },
    },
    async (request) => service.publishReport(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/due-diligence/:id/unpublish',
    {
      schema: {
        tags,
        security,
        summary: 'Hide the report from clients',
        params: IdParams,
        response: answers,
      },
    },
    async (request) => service.unpublishReport(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/due-diligence/:id/panel',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the panel: the firm’s providers in order, each once',
        params: IdParams,
        body: AdminPanelUpdate,
        response: answers,
      },
    },
    async (request) =>
      service.replacePanel(app.db, actorOf(request), request.params.id, request.body.entries),
  );

  app.put(
    '/due-diligence/:id/providers/:providerId/report',
    {
      schema: {
        tags,
        security,
        summary: 'Write the report on one provider (the body is sanitised)',
        params: providerParams,
        body: AdminProviderReportUpdate,
        response: answers,
      },
    },
    async (request) =>
      service.saveProviderReport(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.providerId,
        request.body.body,
      ),
  );

  app.delete(
    '/due-diligence/:id/providers/:providerId/report',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the report on one provider (and its PDF)',
        params: providerParams,
        response: answers,
      },
    },
    async (request) =>
      service.deleteProviderReport(app.db, actorOf(request), request.params.id, request.params.providerId),
  );

  const upload = {
    tags,
    security,
    consumes: ['multipart/form-data'],
    body: DocumentUpload,
    response: answers,
  };

  app.post(
    '/due-diligence/:id/document',
    { schema: { ...upload, summary: 'Attach the report’s PDF (replaces the one before)', params: IdParams } },
    async (request) =>
      service.attachDocument(
        app.db,
        actorOf(request),
        { reportId: request.params.id },
        { file: request.body.file, filename: request.body.filename },
      ),
  );

  app.delete(
    '/due-diligence/:id/document',
    { schema: { tags, security, summary: 'Remove the report’s PDF', params: IdParams, response: answers } },
    async (request) => service.detachDocument(app.db, actorOf(request), { reportId: request.params.id }),
  );

  app.post(
    '/due-diligence/:id/providers/:providerId/document',
    {
      schema: {
        ...upload,
        summary: 'Attach the PDF of one provider’s report (replaces the one before)',
        params: providerParams,
      },
    },
    async (request) =>
      service.attachDocument(
        app.db,
        actorOf(request),
        { reportId: request.params.id, providerId: request.params.providerId },
        { file: request.body.file, filename: request.body.filename },
      ),
  );

  app.delete(
    '/due-diligence/:id/providers/:providerId/document',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the PDF of one provider’s report',
        params: providerParams,
        response: answers,
      },
    },
    async (request) =>
      service.detachDocument(app.db, actorOf(request), {
        reportId: request.params.id,
        providerId: request.params.providerId,
      }),
  );

  app.get(
    '/documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A PDF of the firm, for staff to check (answers application/pdf)',
        params: IdParams,
        response: rowErrors,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.findDocument(app.db, request.principal!.firmId, request.params.id)),
  );
};
export default adminRoutes;
