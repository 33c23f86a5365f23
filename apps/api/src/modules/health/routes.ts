import { ErrorBody } from '@sextant/contracts/common';
import { Health } from '@sextant/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';
import { HttpError } from '../../shared/errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness with the database checked',
        response: { 200: Health, 503: ErrorBody },
      },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
};
export default healthRoutes;
