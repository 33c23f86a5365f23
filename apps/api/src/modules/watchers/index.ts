import fp from 'fastify-plugin';
import routes from './routes';
import { createWatcherService, type WatcherService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    watchers: WatcherService;
  }
}

/** Staff who watch a client besides their adviser (the messages module emails them when the client writes). */
export default fp(
  async (app) => {
    app.decorate('watchers', createWatcherService(app.db));
    await app.register(routes);
  },
  { name: 'watchers', dependencies: ['db', 'bodies', 'auth'] },
);
