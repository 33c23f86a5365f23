import { adminProviderRoutes } from '@sextant/contracts/routes/admin-providers';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminProviderRoutes, (app) => ({
  adminListProviders: async (request) => app.providersAdmin.list(request.principal.firmId, request.query),
  adminCreateProvider: async (request, reply) =>
    reply.code(201).send(await app.providersAdmin.create(actorOf(request), request.body)),
  adminGetProvider: async (request) => app.providersAdmin.get(request.principal.firmId, request.params.id),
  adminUpdateProvider: async (request) =>
    app.providersAdmin.update(actorOf(request), request.params.id, request.body),
  adminDeleteProvider: async (request) => {
    await app.providersAdmin.remove(actorOf(request), request.params.id);
    return { message: 'The provider was deleted.' };
  },
}));
