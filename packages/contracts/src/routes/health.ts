import { ErrorBody } from '../common';
import { Health } from '../health';
import { defineRoutes } from '../route';

/**
 * The load balancer's probe. Served at the root, outside the API prefix (`/health`, not `/v1/health`), so
 * `hrefOf` does not apply to it.
 */
export const healthRoutes = defineRoutes({
  health: {
    method: 'GET',
    path: '/health',
    scope: 'public',
    tags: ['system'],
    summary: 'Liveness with the database checked',
    responses: { 200: Health, 503: ErrorBody },
  },
});
