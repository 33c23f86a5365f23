import fp from 'fastify-plugin';
import adminPolicyRoutes from './admin-routes';
import { createPolicyAdminService, type PolicyAdminService } from './admin-service';
import { acceptCsvBodies } from './imports/csv-body';
import { prunePreviews } from './imports/previews';
import policyRoutes from './routes';
import { createPolicyService, type PolicyService } from './service';
import adminTransactionRoutes from './transactions/admin-routes';
import { createTransactionAdminService, type TransactionAdminService } from './transactions/admin-service';

declare module 'fastify' {
  interface FastifyInstance {
    policies: PolicyService;
    policiesAdmin: PolicyAdminService;
    transactionsAdmin: TransactionAdminService;
  }
}

/** Policies, valuations and transactions: the services are made once here; the routes only call them. */
export default fp(
  async (app) => {
    app.decorate('policies', createPolicyService(app.db, app.clock));
    app.decorate('policiesAdmin', createPolicyAdminService({ db: app.db, clock: app.clock, jobs: app.jobs }));
    app.decorate('transactionsAdmin', createTransactionAdminService(app.db));
    // Expired previews' files go daily too, when no import, read or confirmation has pruned them.
    app.jobs.schedule({
      name: 'prune-import-previews',
      period: 'day',
      run: () => prunePreviews(app.db, app.clock()),
    });

    await app.register(policyRoutes);
    // Encapsulated, so only the imports accept a CSV body.
    await app.register(async (imports) => {
      acceptCsvBodies(imports);
      await imports.register(adminPolicyRoutes);
      await imports.register(adminTransactionRoutes);
    });
  },
  { name: 'policies', dependencies: ['clock', 'db', 'metrics', 'bodies', 'ledger-answers', 'jobs', 'auth'] },
);
