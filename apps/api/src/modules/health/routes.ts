import { healthRoutes } from '@sextant/contracts/routes/health';
import { routesOf } from '@/shared/routes/serve';

// A probe every few seconds, or a scrape, must never be refused by the per-IP limit.
const unlimited = { config: { rateLimit: false } } as const;

export default routesOf(healthRoutes, (app) => ({
  health: { ...unlimited, handler: async () => app.health.ready() },
  ready: { ...unlimited, handler: async () => app.health.ready() },
  live: { ...unlimited, handler: async () => ({ status: 'ok' as const }) },
  metrics: {
    ...unlimited,
    handler: async (request, reply) => {
      // Figures of this moment: no proxy or browser may answer a scrape with an old one.
      reply.header('cache-control', 'no-store');
      return app.metrics.scrape(request.headers.authorization);
    },
  },
}));
