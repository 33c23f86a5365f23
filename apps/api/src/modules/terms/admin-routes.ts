import { AdminTermsList, AdminTermsPublish, AdminTermsVersion } from '@sextant/contracts/admin-terms';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTerms, publishTerms } from './admin-service';

/** Back-office calls of the firm's terms, under /v1/admin behind the staff guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: terms'];
  const security = [{ bearer: [] }];

  app.get(
    '/terms',
    {
      schema: {
        tags,
        security,
        summary: 'The firm’s terms versions, newest first, with acceptance counts among active clients',
        response: { 200: AdminTermsList, 401: ErrorBody },
      },
    },
    async (request) => listTerms(app.db, request.principal!.firmId),
  );

  app.post(
    '/terms',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Publish a new terms version (admins): every client must accept it before using the app again',
        body: AdminTermsPublish,
        response: { 201: AdminTermsVersion, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { firmId, userId } = request.principal!;
      const now = app.clock();
      const created = await publishTerms(app.db, firmId, request.body.text, {
        actorId: userId,
        ip: request.ip,
        now,
      });
      const { items } = await listTerms(app.db, firmId);
      const version = items.find((item) => item.uuid === created.id)!;
      return reply.code(201).send(version);
    },
  );
};
export default adminRoutes;
