import fp from 'fastify-plugin';
import routes from './routes';
import { type CoverService, createCoverService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cover: CoverService;
  }
}

/**
 * Holiday cover: admins arrange it here; the conditions that make the cover the adviser while it runs are in
 * shared/cover, read by messages, the client list and My work.
 */
export default fp(
  async (app) => {
    app.decorate('cover', createCoverService(app.db));
    await app.register(routes);
  },
  { name: 'cover', dependencies: ['db', 'bodies', 'auth'] },
);
