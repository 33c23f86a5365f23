import { ErrorBody } from '@sextant/contracts/common';
import { PolicyList } from '@sextant/contracts/policies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPolicies } from './service';

const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the rate limits (onRequest), before the body is read: no session, no parsing.
  app.addHook('preParsing', app.requireClient);

  app.get(
    '/policy',
    {
      schema: {
        tags: ['policies'],
        summary: "The signed-in client's policies",
        security: [{ bearer: [] }],
        response: { 200: PolicyList, 401: ErrorBody },
      },
    },
    async (request) => listPolicies(app.db, request.principal!.userId),
  );
};
export default policyRoutes;
