import fp from 'fastify-plugin';
import adminClientRoutes from './admin-routes';
import { type ClientAdminService, createClientAdminService } from './admin-service';
import clientRoutes from './routes';
import { type ClientService, createClientService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    client: ClientService;
    clientAdmin: ClientAdminService;
  }
}

/** Clients: their own profile and change requests; the firm's clients and those requests in the back office. */
export default fp(
  async (app) => {
    app.decorate('client', createClientService(app.db));
    app.decorate('clientAdmin', createClientAdminService({ db: app.db, sendInvite: app.auth.sendInvite }));
    await app.register(clientRoutes);
    await app.register(adminClientRoutes);
  },
  { name: 'client', dependencies: ['db', 'bodies', 'auth', 'auth-service'] },
);
