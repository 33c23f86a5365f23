import { adminWatcherRoutes } from '@sextant/contracts/routes/admin-watchers';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminWatcherRoutes, (app) => ({
  adminClientWatchers: async (request) =>
    app.watchers.watchers(request.principal.firmId, request.principal.userId, request.params.id),
  adminWatchClient: async (request) =>
    app.watchers.watch(actorOf(request), request.params.id, request.body.watching),
}));
