import { adminCoverRoutes } from '@sextant/contracts/routes/admin-cover';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminCoverRoutes, (app) => ({
  adminListCover: async (request) => app.cover.list(actorOf(request)),
  adminCreateCover: async (request, reply) =>
    reply.code(201).send(await app.cover.create(actorOf(request), request.body)),
  adminCancelCover: async (request) => app.cover.cancel(actorOf(request), request.params.id),
}));
