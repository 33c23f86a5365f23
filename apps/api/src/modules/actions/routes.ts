import { actionRoutes } from '@sextant/contracts/routes/documents';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(actionRoutes, (app) => ({
  actionCentre: async (request) => app.actions.centre(request.principal.userId),
}));
