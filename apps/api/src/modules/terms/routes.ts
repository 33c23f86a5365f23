import { termsRoutes } from '@sextant/contracts/routes/terms';
import { actorOf } from '@/shared/actor';
import { originOf } from '@/shared/origin';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(termsRoutes, (app) => ({
  latestTerms: async (request) => app.terms.latest(request.principal.firmId),
  userTerms: async (request) => app.terms.ofUser(request.principal.userId, request.principal.firmId),
  agreeTerms: async (request) => app.terms.agree(actorOf(request), originOf(request).deviceId),
}));
