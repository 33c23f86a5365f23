import { ErrorBody } from '../common';
import { Health } from '../health';
import { defineRoutes } from '../route';

/**
 * The load balancer's probe. Served at the root, outside the API prefix (`/health`, not `/v1/health`), so
 * `hrefOf` does not apply to it.
 */
export const healthRoutes = defineRoutes(
  { tags: ['system'], scope: 'public' },
  {
    health: {
      method: 'GET',
      path: '/health',
      summary: 'Liveness with the database checked',
      responses: { 200: Health, 503: ErrorBody },
    },
  },
);
