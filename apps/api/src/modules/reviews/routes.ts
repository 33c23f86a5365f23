import { reviewRoutes } from '@sextant/contracts/routes/documents';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(reviewRoutes, (app) => {
  const service = app.reviews;
  return {
    viewService: async (request) => service.clientService(request.principal.userId),
    submitCheckin: async (request) =>
      service.submitCheckin(actorOf(request), request.params.id, request.body),
  };
});
