import { Client, ClientUpdateRequest } from '@sextant/contracts/client';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../shared/errors';
import { findClientProfile } from './repository';
import { requestAmendment, toClient } from './service';

const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client',
    {
      preParsing: app.requireClient,
      schema: {
        tags: ['client'],
        security: [{ bearer: [] }],
        summary: "The signed-in client's profile",
        response: { 200: Client, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const profile = await findClientProfile(app.db, request.principal!.userId);
      if (!profile) throw notFound('Client');
      return toClient(profile);
    },
  );

  app.put(
    '/client',
    {
      preParsing: app.requireClient,
      schema: {
        tags: ['client'],
        security: [{ bearer: [] }],
        summary: 'Ask the firm to change profile fields (pending until the firm approves)',
        description:
          '`changedFields` holds only the fields to change, in the names of GET /v1/client (email is not ' +
          'editable). The change is merged into any change still pending; answers the profile, as stored, ' +
          'with `pending_amendment: true`. Field errors are named like `changedFields.address.postcode`.',
        body: ClientUpdateRequest,
        response: { 200: Client, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) =>
      requestAmendment(app.db, request.principal!, request.body.changedFields, {
        ip: request.ip,
        now: app.clock(),
      }),
  );
};
export default clientRoutes;
