import fp from 'fastify-plugin';
import systemRoutes from './routes';
import { createSystemService, type SystemService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    system: SystemService;
  }
}

/** The deployment's settings the app reads before sign-in. */
export default fp(
  async (app) => {
    app.decorate('system', createSystemService(app.db));
    await app.register(systemRoutes);
  },
  { name: 'system', dependencies: ['db', 'bodies'] },
);
