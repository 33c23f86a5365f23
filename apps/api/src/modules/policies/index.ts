import fp from 'fastify-plugin';
import adminPolicyRoutes from './admin-routes';
import { createPolicyAdminService, type PolicyAdminService } from './admin-service';
import { acceptCsvBodies } from './csv-body';
import policyRoutes from './routes';
import { createPolicyService, type PolicyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    policies: PolicyService;
    policiesAdmin: PolicyAdminService;
  }
}

/** Policies and valuations: the services are made once here; the routes only call them. */
export default fp(
  async (app) => {
    app.decorate('policies', createPolicyService(app.db, app.clock));
    const admin = createPolicyAdminService({
      db: app.db,
      clock: app.clock,
      onImportError: (error) => app.log.error({ err: error }, 'valuation import failed'),
    });
    app.decorate('policiesAdmin', admin);
    app.addHook('onClose', async () => admin.settled());

    await app.register(policyRoutes);
    // Encapsulated, so only the import accepts a CSV body.
    await app.register(async (imports) => {
      acceptCsvBodies(imports);
      await imports.register(adminPolicyRoutes);
    });
  },
  { name: 'policies', dependencies: ['db'] },
);
