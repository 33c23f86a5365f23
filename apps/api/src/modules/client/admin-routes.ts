import { adminClientRoutes } from '@sextant/contracts/routes/admin-clients';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminClientRoutes, (app) => ({
  adminListClients: async (request) => app.clientAdmin.clientPage(actorOf(request), request.query),
  adminCreateClient: async (request, reply) => {
    const { client } = await app.clientAdmin.createClient(actorOf(request), request.body);
    return reply.code(201).send(client);
  },
  adminGetClient: async (request) => app.clientAdmin.getClient(request.principal.firmId, request.params.id),
  adminUpdateClient: async (request) =>
    app.clientAdmin.editClient(actorOf(request), request.params.id, request.body),
  adminInviteClient: async (request) => app.clientAdmin.invite(actorOf(request), request.params.id),
  adminDeactivateClient: async (request) =>
    app.clientAdmin.setClientActive(actorOf(request), request.params.id, false),
  adminReactivateClient: async (request) =>
    app.clientAdmin.setClientActive(actorOf(request), request.params.id, true),
  adminSetClientVip: async (request) =>
    app.clientAdmin.setClientVip(actorOf(request), request.params.id, request.body.vip),
  adminResetClientMfa: async (request) => app.clientAdmin.resetClientMfa(actorOf(request), request.params.id),
  adminUnlockClient: async (request) => app.clientAdmin.unlockClient(actorOf(request), request.params.id),
  adminListAmendments: async (request) => app.clientAdmin.amendmentPage(actorOf(request), request.query),
  adminGetAmendment: async (request) =>
    app.clientAdmin.getAmendment(request.principal.firmId, request.params.id),
  adminApproveAmendment: async (request) =>
    app.clientAdmin.decideClientAmendment(actorOf(request), request.params.id, { approve: true }),
  adminRejectAmendment: async (request) =>
    app.clientAdmin.decideClientAmendment(actorOf(request), request.params.id, {
      approve: false,
      reason: request.body.reason,
    }),
}));
