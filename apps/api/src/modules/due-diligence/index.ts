import fp from 'fastify-plugin';
import adminRoutes from './admin-routes';
import { createDueDiligenceAdminService, type DueDiligenceAdminService } from './admin-service';
import routes from './routes';
import { createDueDiligenceService, type DueDiligenceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    dueDiligence: DueDiligenceService;
    dueDiligenceAdmin: DueDiligenceAdminService;
  }
}

/** Due-diligence reports, their panels and PDFs; the services are made once here. */
export default fp(
  async (app) => {
    app.decorate('dueDiligence', createDueDiligenceService(app.db, app.clock));
    app.decorate('dueDiligenceAdmin', createDueDiligenceAdminService(app.db));
    await app.register(routes);
    await app.register(adminRoutes);
  },
  { name: 'due-diligence', dependencies: ['clock', 'db', 'bodies', 'auth'] },
);
