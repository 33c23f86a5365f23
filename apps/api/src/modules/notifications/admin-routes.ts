import { adminNotificationRoutes } from '@sextant/contracts/routes/admin-notifications';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminNotificationRoutes, (app) => ({
  adminSendNotification: async (request, reply) =>
    reply.code(201).send(await app.notificationsAdmin.send(actorOf(request), request.body)),
  adminListSentNotifications: async (request) =>
    app.notificationsAdmin.history(request.principal.firmId, request.query),
  adminNotificationRecipients: async (request) =>
    app.notificationsAdmin.recipients(request.principal.firmId, request.query.q),
}));
