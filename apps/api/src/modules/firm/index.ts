import fp from 'fastify-plugin';
import adminFirmRoutes from './admin-routes';
import { createFirmAdminService, type FirmAdminService } from './admin-service';
import firmRoutes from './routes';
import { createFirmService, type FirmService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    firm: FirmService;
    firmAdmin: FirmAdminService;
  }
}

/** The firm's profile: clients read it, staff read it in the back office and admins change it. */
export default fp(
  async (app) => {
    app.decorate('firm', createFirmService(app.db));
    app.decorate('firmAdmin', createFirmAdminService(app.db));
    await app.register(firmRoutes);
    await app.register(adminFirmRoutes);
  },
  { name: 'firm', dependencies: ['db', 'bodies', 'auth'] },
);
