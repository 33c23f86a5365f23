import fp from 'fastify-plugin';
import adminStaffRoutes from './admin-routes';
import { createStaffService, type StaffService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
}

/** Staff accounts, all in the back office: the signed-in member, and admins managing the firm's staff. */
export default fp(
  async (app) => {
    app.decorate('staff', createStaffService({ db: app.db, sendInvite: app.auth.sendInvite }));
    await app.register(adminStaffRoutes);
  },
  { name: 'staff', dependencies: ['db', 'bodies', 'auth', 'auth-service'] },
);
