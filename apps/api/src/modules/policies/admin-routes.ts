import {
  AdminPolicyCreate,
  AdminPolicyDetail,
  AdminPolicyOptions,
  AdminPolicyOptionsQuery,
  AdminPolicyPage,
  AdminPolicyQuery,
  AdminPolicyUpdate,
  AdminValuationPage,
  AdminValuationQuery,
  ImportJob,
} from '@sextant/contracts/admin-policies';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import { HttpError, notFound, unprocessable } from '../../shared/errors';
import * as service from './admin-service';
import { createImportJobs, RUNNING_PER_FIRM } from './import-jobs';
import { importValuations } from './valuation-import';

/** A valuation CSV: at most this many bytes (as a multipart file, and as a text/csv body). */
const CSV_MAX_BYTES = 10 * 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const NOT_UTF8 = 'The file is not UTF-8 text: save it as “CSV UTF-8”.';

/** The CSV of an import: a multipart `file` field or a `text/csv` body, as UTF-8 text. */
function csvOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const file = body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined;
  if (typeof file === 'string') return file;
  if (Buffer.isBuffer(file)) {
    try {
      return utf8.decode(file);
    } catch {
      throw unprocessable({ file: [NOT_UTF8] });
    }
  }
  throw unprocessable({ file: ['Choose a CSV file to import.'] });
}

/** Back-office calls of policies and valuations, under /v1/admin behind the staff guard; all firm-scoped. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: policies'];
  const security = [{ bearer: [] }];
  const jobs = createImportJobs(app.clock, (error) =>
    app.log.error({ err: error }, 'valuation import failed'),
  );
  app.addHook('onClose', async () => jobs.settled());

  // A CSV may also come as the whole body (the import page sends it so, to show upload progress).
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, utf8.decode(body as Buffer));
      } catch {
        done(unprocessable({ file: [NOT_UTF8] }), undefined);
      }
    },
  );

  app.get(
    '/policies',
    {
      schema: {
        tags,
        security,
        summary:
          'The firm’s policies (search reference, client or provider; sort reference, client, provider, start_date or latest_value; `client` filters)',
        querystring: AdminPolicyQuery,
        response: { 200: AdminPolicyPage, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => service.listPolicies(app.db, request.principal!.firmId, request.query),
  );

  app.get(
    '/policies/options',
    {
      schema: {
        tags,
        security,
        summary:
          'Choices of the policy form: active clients matching q (at most 20) and the firm’s providers',
        querystring: AdminPolicyOptionsQuery,
        response: { 200: AdminPolicyOptions, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => service.policyOptions(app.db, request.principal!.firmId, request.query.q),
  );

  app.post(
    '/policies',
    {
      schema: {
        tags,
        security,
        summary: 'Add a policy for one of the firm’s clients (reference unique in the firm)',
        body: AdminPolicyCreate,
        response: { 201: AdminPolicyDetail, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createPolicy(app.db, actorOf(request), request.body, app.clock())),
  );

  app.get(
    '/policies/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A policy with its latest valuation',
        params: IdParams,
        response: { 200: AdminPolicyDetail, ...rowErrors },
      },
    },
    async (request) => service.getPolicy(app.db, request.principal!.firmId, request.params.id),
  );

  app.patch(
    '/policies/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a policy (only the fields sent)',
        params: IdParams,
        body: AdminPolicyUpdate,
        response: { 200: AdminPolicyDetail, ...rowErrors },
      },
    },
    async (request) =>
      service.updatePolicy(app.db, actorOf(request), request.params.id, request.body, app.clock()),
  );

  app.get(
    '/policies/:id/valuations',
    {
      schema: {
        tags,
        security,
        summary: 'A policy’s valuations (sort date or value; newest first by default)',
        params: IdParams,
        querystring: AdminValuationQuery,
        response: { 200: AdminValuationPage, ...rowErrors },
      },
    },
    async (request) =>
      service.listValuations(app.db, request.principal!.firmId, request.params.id, request.query),
  );

  app.post(
    '/valuations/imports',
    {
      bodyLimit: CSV_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Start importing valuations from CSV (`policy_reference,date,value,currency`): a multipart `file` field or a text/csv body. Answers the job to poll; a file with any bad row changes nothing',
        querystring: z.object({ file_name: z.string().trim().max(255).optional() }),
        consumes: ['multipart/form-data', 'text/csv'],
        response: { 202: ImportJob, 401: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { firmId, userId } = request.principal!;
      const text = csvOf(request.body);
      if (jobs.runningFor(firmId) >= RUNNING_PER_FIRM)
        throw new HttpError(409, 'Your firm already has imports running. Wait for one to finish.');
      const fileName = request.query.file_name || null;
      const ip = request.ip;
      const job = jobs.start(firmId, fileName, (onProgress) =>
        importValuations(app.db, firmId, text, {
          onProgress,
          now: app.clock(),
          actorId: userId,
          ip,
          fileName,
        }),
      );
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/valuations/imports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'An import’s progress, then its report (kept for an hour on the node that ran it)',
        params: IdParams,
        response: { 200: ImportJob, ...rowErrors },
      },
    },
    async (request) => {
      const job = jobs.find(request.principal!.firmId, request.params.id);
      if (!job) throw notFound('Import');
      return job;
    },
  );
};
export default adminRoutes;
