import fp from 'fastify-plugin';
import adminRoutes from './admin-routes';
import { createMessageAdminService, type MessageAdminService } from './admin-service';
import routes from './routes';
import { createMessageService, type MessageService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageService;
    messagesAdmin: MessageAdminService;
  }
}

/** Secure messages between clients and their firm; the services are made once here. */
export default fp(
  async (app) => {
    app.decorate('messages', createMessageService(app.db));
    app.decorate('messagesAdmin', createMessageAdminService(app.db));
    await app.register(routes);
    await app.register(adminRoutes);
  },
  { name: 'messages', dependencies: ['db'] },
);
