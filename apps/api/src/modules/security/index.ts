import fp from 'fastify-plugin';
import routes from './routes';
import { createSecurityService, type SecurityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    security: SecurityService;
  }
}

/** The client's security centre: their sessions, trusted devices and sign-in history. */
export default fp(
  async (app) => {
    app.decorate(
      'security',
      createSecurityService({ db: app.db, clock: app.clock, policy: app.sessionPolicy }),
    );
    await app.register(routes);
  },
  { name: 'security-service', dependencies: ['clock', 'db', 'bodies', 'auth'] },
);
