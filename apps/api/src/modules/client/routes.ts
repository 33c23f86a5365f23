import { clientRoutes } from '@sextant/contracts/routes/client';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(clientRoutes, (app) => ({
  viewClient: async (request) => app.client.profile(request.principal.userId),
  requestClientChange: async (request) =>
    app.client.requestAmendment(actorOf(request), request.body.changedFields),
}));
