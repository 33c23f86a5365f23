import { adminMessageRoutes } from '@sextant/contracts/routes/admin-messages';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminMessageRoutes, (app) => ({
  adminListThreads: async (request) => app.messagesAdmin.list(actorOf(request), request.query),
  adminUnreadThreadCount: async (request) => ({
    unread: await app.messagesAdmin.unreadCount(actorOf(request)),
  }),
  adminGetMessageEmails: async (request) => app.messagesAdmin.emails(actorOf(request)),
  adminSetMessageEmails: async (request) =>
    app.messagesAdmin.setEmails(actorOf(request), request.body.email_me),
  adminThreadAssignees: async (request) => app.messagesAdmin.assignees(request.principal.firmId),
  adminReadThread: async (request) => app.messagesAdmin.read(actorOf(request), request.params.id),
  adminReplyToThread: async (request, reply) =>
    reply
      .code(201)
      .send(await app.messagesAdmin.reply(actorOf(request), request.params.id, request.body.body)),
  adminAssignThread: async (request) =>
    app.messagesAdmin.assign(actorOf(request), request.params.id, request.body.staff_id),
}));
