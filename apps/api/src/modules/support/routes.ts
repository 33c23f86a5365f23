import { supportRoutes } from '@sextant/contracts/routes/support';
import type { FastifyRequest } from 'fastify';
import { routesOf } from '@/shared/routes/serve';

/** The support calls, the request limited per IP by `limitPerIp` (shared across nodes). */
export default (limitPerIp: (request: FastifyRequest) => Promise<void>) =>
  routesOf(supportRoutes, (app) => ({
    supportReasons: async () => app.support.reasons(),
    contactSupport: {
      onRequest: limitPerIp,
      handler: async (request) => app.support.request(request.body, request.ip),
    },
  }));
