import { notificationRoutes } from '@sextant/contracts/routes/notifications';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(notificationRoutes, (app) => ({
  listNotifications: async (request) =>
    app.notifications.list(request.principal.userId, request.query.page ?? 1),
  markNotificationRead: async (request) =>
    app.notifications.markRead(request.principal.userId, request.query.uuid, app.clock()),
}));
