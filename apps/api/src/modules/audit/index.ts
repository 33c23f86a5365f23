import fp from 'fastify-plugin';
import adminAuditRoutes from './admin-routes';
import { type AuditService, createAuditService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** The firm's audit log, read by admins in the back office (every module writes to it). */
export default fp(
  async (app) => {
    app.decorate('audit', createAuditService(app.db));
    await app.register(adminAuditRoutes);
  },
  { name: 'audit', dependencies: ['db', 'bodies', 'auth'] },
);
