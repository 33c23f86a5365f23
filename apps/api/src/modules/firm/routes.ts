import { firmRoutes } from '@sextant/contracts/routes/firm';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(firmRoutes, (app) => ({
  viewFirm: async (request) => app.firm.view(request.principal.firmId),
}));
