import { healthRoutes } from '@sextant/contracts/routes/health';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(healthRoutes, (app) => ({
  // A probe every few seconds must never be refused by the per-IP limit.
  health: { config: { rateLimit: false }, handler: async () => app.health.check() },
}));
