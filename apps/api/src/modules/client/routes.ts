import { Client } from '@sextant/contracts/client';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../shared/errors';
import { findClientProfile } from './repository';
import { toClient } from './service';

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
};
export default clientRoutes;
