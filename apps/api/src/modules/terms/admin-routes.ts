import { adminTermsRoutes } from '@sextant/contracts/routes/admin-terms';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminTermsRoutes, (app) => ({
  adminListTerms: async (request) => app.termsAdmin.list(request.principal.firmId),
  adminPublishTerms: async (request, reply) =>
    reply.code(201).send(await app.termsAdmin.publishListed(actorOf(request), request.body.text)),
}));
