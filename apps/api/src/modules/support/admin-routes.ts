import { adminSupportRoutes } from '@sextant/contracts/routes/admin-support';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminSupportRoutes, (app) => ({
  adminListSupportRequests: async (request) =>
    app.supportAdmin.supportRequestPage(request.principal.firmId, request.query),
  adminResolveSupportRequest: async (request) =>
    app.supportAdmin.resolveRequest(actorOf(request), request.params.id),
  adminListSupportReasons: async (request) => app.supportAdmin.listReasons(request.principal.firmId),
  adminAddSupportReason: async (request, reply) =>
    reply.code(201).send(await app.supportAdmin.addReason(actorOf(request), request.body.label)),
  adminUpdateSupportReason: async (request) =>
    app.supportAdmin.changeReason(actorOf(request), request.params.id, request.body),
}));
