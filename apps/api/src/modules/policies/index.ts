import fp from 'fastify-plugin';
import policyRoutes from './routes';
import { createPolicyService, type PolicyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    policies: PolicyService;
  }
}

/** Policies and valuations: the service is made once here; the routes only call it. */
export default fp(
  async (app) => {
    app.decorate('policies', createPolicyService(app.db, app.clock));
    await app.register(policyRoutes);
  },
  { name: 'policies', dependencies: ['db'] },
);
