import fp from 'fastify-plugin';
import adminRoutes from './admin-routes';
import { createNotificationAdminService, type NotificationAdminService } from './admin-service';
import routes from './routes';
import { createNotificationService, type NotificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
    notificationsAdmin: NotificationAdminService;
  }
}

/** Notifications: the clients' inbox and what staff send; the services are made once here. */
export default fp(
  async (app) => {
    app.decorate('notifications', createNotificationService(app.db));
    app.decorate('notificationsAdmin', createNotificationAdminService(app.db));
    await app.register(routes);
    await app.register(adminRoutes);
  },
  { name: 'notifications', dependencies: ['clock', 'db', 'bodies', 'auth'] },
);
