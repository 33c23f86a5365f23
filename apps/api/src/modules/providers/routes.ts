import { providerRoutes } from '@sextant/contracts/routes/providers';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(providerRoutes, (app) => ({
  listProviders: async (request) => app.providers.list(request.principal.firmId),
  provider: async (request) => app.providers.view(request.principal.firmId, request.params.id),
  viewProvider: async (request) => app.providers.view(request.principal.firmId, request.params.id),
}));
