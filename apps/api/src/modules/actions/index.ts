import fp from 'fastify-plugin';
import routes from './routes';
import { type ActionService, createActionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    actions: ActionService;
  }
}

/** The home screen's action centre: what the client owes, read across documents, terms, reviews and messages. */
export default fp(
  async (app) => {
    app.decorate('actions', createActionService(app.db));
    await app.register(routes);
  },
  { name: 'actions', dependencies: ['db', 'bodies', 'auth'] },
);
