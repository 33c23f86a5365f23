import fp from 'fastify-plugin';
import { adminRoutes, clientRoutes } from './routes';
import { createServiceLedgerService, type ServiceLedgerService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    serviceLedger: ServiceLedgerService;
  }
}

/** The ongoing fee set against the service delivered: each client's ledger and the firm's board report. */
export default fp(
  async (app) => {
    app.decorate('serviceLedger', createServiceLedgerService(app.db, app.clock));
    await app.register(clientRoutes);
    await app.register(adminRoutes);
  },
  { name: 'service-ledger', dependencies: ['clock', 'db', 'bodies', 'auth'] },
);
