import { DeviceId } from '@sextant/contracts/auth';
import { termsRoutes } from '@sextant/contracts/routes/terms';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(termsRoutes, (app) => ({
  latestTerms: async (request) => app.terms.latest(request.principal.firmId),
  userTerms: async (request) => app.terms.ofUser(request.principal.userId, request.principal.firmId),
  agreeTerms: async (request) => {
    const deviceHeader = DeviceId.safeParse(request.headers['x-device-id']);
    return app.terms.agree(actorOf(request), deviceHeader.success ? deviceHeader.data : null);
  },
}));
