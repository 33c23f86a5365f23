import fp from 'fastify-plugin';
import healthRoutes from './routes';
import { createHealthService, type HealthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthService;
  }
}

/** The readiness and liveness probes and the operator's metrics, at the root (outside /v1). */
export default fp(
  async (app) => {
    app.decorate('health', createHealthService(app.db, app.databaseKind, app.limits.store, app.redis));
    await app.register(healthRoutes);
  },
  { name: 'health', dependencies: ['db', 'metrics', 'limits', 'bodies'] },
);
