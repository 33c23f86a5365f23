import fp from 'fastify-plugin';
import { trackRoutes } from '@/shared/routes/route-table';

/**
 * From here on, a /v1 route registered without a contract stops start-up; `app.routeTable` lists every one
 * with its scope (the scope sweep test, the OpenAPI document's `x-scope`). Registered after the other
 * plugins, before the modules.
 */
export default fp(
  async (app) => {
    trackRoutes(app);
  },
  { name: 'route-table' },
);
