import { adminInsightRoutes } from '@sextant/contracts/routes/admin-insights';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminInsightRoutes, (app) => {
  const service = app.insightsAdmin;
  return {
    adminListInsightCategories: async (request) => service.listCategories(request.principal.firmId),
    adminCreateInsightCategory: async (request, reply) =>
      reply.code(201).send(await service.createCategory(actorOf(request), request.body.name)),
    adminRenameInsightCategory: async (request) =>
      service.renameCategory(actorOf(request), request.params.id, request.body.name),
    adminDeleteInsightCategory: async (request) =>
      service.deleteCategory(actorOf(request), request.params.id),
    adminListInsightAuthors: async (request) => service.listAuthors(request.principal.firmId),
    adminCreateInsightAuthor: async (request, reply) =>
      reply.code(201).send(await service.createAuthor(actorOf(request), request.body)),
    adminUpdateInsightAuthor: async (request) =>
      service.updateAuthor(actorOf(request), request.params.id, request.body),
    adminDeleteInsightAuthor: async (request) => service.deleteAuthor(actorOf(request), request.params.id),
    adminListInsights: async (request) => service.listInsights(request.principal.firmId, request.query),
    adminCreateInsight: async (request, reply) =>
      reply.code(201).send(await service.createInsight(actorOf(request), request.body)),
    adminReadInsight: async (request) => service.readInsight(request.principal.firmId, request.params.id),
    adminUpdateInsight: async (request) =>
      service.updateInsight(actorOf(request), request.params.id, request.body),
    adminPublishInsight: async (request) =>
      service.publishInsight(actorOf(request), request.params.id, request.body?.notify ?? false),
    adminUnpublishInsight: async (request) => service.unpublishInsight(actorOf(request), request.params.id),
    adminDeleteInsight: async (request) => service.deleteInsight(actorOf(request), request.params.id),
  };
});
