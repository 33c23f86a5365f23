import fp from 'fastify-plugin';
import adminTermsRoutes from './admin-routes';
import { createTermsAdminService, type TermsAdminService } from './admin-service';
import termsRoutes from './routes';
import { createTermsService, type TermsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    terms: TermsService;
    termsAdmin: TermsAdminService;
  }
}

/** The firm’s terms: clients read and accept them, staff publish them. */
export default fp(
  async (app) => {
    app.decorate('terms', createTermsService(app.db));
    app.decorate('termsAdmin', createTermsAdminService(app.db));
    await app.register(termsRoutes);
    await app.register(adminTermsRoutes);
  },
  { name: 'terms', dependencies: ['db', 'bodies', 'auth'] },
);
