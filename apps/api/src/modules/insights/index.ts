import fp from 'fastify-plugin';
import adminRoutes from './admin-routes';
import { createInsightAdminService, type InsightAdminService } from './admin-service';
import routes from './routes';
import { createInsightService, type InsightService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    insights: InsightService;
    insightsAdmin: InsightAdminService;
  }
}

/** Insights: what clients read and what staff write; the services are made once here. */
export default fp(
  async (app) => {
    app.decorate('insights', createInsightService(app.db));
    app.decorate('insightsAdmin', createInsightAdminService(app.db));
    await app.register(routes);
    await app.register(adminRoutes);
  },
  { name: 'insights', dependencies: ['clock', 'db', 'bodies', 'auth'] },
);
