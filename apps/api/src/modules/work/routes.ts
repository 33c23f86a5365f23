import { adminWorkRoutes } from '@sextant/contracts/routes/admin-work';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminWorkRoutes, (app) => ({
  adminWork: async (request) => app.work(actorOf(request), request.query.scope),
}));
