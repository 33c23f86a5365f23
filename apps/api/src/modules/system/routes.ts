import { systemRoutes } from '@sextant/contracts/routes/system';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(systemRoutes, (app) => ({
  cacheSetting: async () => app.system.cache(),
}));
