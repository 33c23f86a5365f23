import fp from 'fastify-plugin';
import adminRoutes from './admin-routes';
import { createProviderAdminService, type ProviderAdminService } from './admin-service';
import routes from './routes';
import { createProviderService, type ProviderService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    providers: ProviderService;
    providersAdmin: ProviderAdminService;
  }
}

/** Providers: the clients' and the back office's services are made once here; the routes only call them. */
export default fp(
  async (app) => {
    app.decorate('providers', createProviderService(app.db));
    app.decorate('providersAdmin', createProviderAdminService(app.db));
    await app.register(routes);
    await app.register(adminRoutes);
  },
  { name: 'providers', dependencies: ['db', 'bodies', 'auth'] },
);
