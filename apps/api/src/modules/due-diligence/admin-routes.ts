import { adminDueDiligenceRoutes } from '@sextant/contracts/routes/admin-due-diligence';
import { actorOf } from '@/shared/actor';
import { sendPdf } from '@/shared/pdf-files';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminDueDiligenceRoutes, (app) => {
  const service = app.dueDiligenceAdmin;
  return {
    adminListReports: async (request) => service.list(request.principal.firmId, request.query),
    adminCreateReport: async (request, reply) =>
      reply.code(201).send(await service.create(actorOf(request), request.body)),
    adminGetReport: async (request) => service.get(request.principal.firmId, request.params.id),
    adminUpdateReport: async (request) => service.update(actorOf(request), request.params.id, request.body),
    adminPublishReport: async (request) => service.publish(actorOf(request), request.params.id),
    adminUnpublishReport: async (request) => service.unpublish(actorOf(request), request.params.id),
    adminReplacePanel: async (request) =>
      service.replacePanel(actorOf(request), request.params.id, request.body.entries),
    adminSaveProviderReport: async (request) =>
      service.saveProviderReport(
        actorOf(request),
        request.params.id,
        request.params.providerId,
        request.body.body,
      ),
    adminDeleteProviderReport: async (request) =>
      service.deleteProviderReport(actorOf(request), request.params.id, request.params.providerId),
    adminAttachReportDocument: async (request) =>
      service.attachDocument(
        actorOf(request),
        { reportId: request.params.id },
        { file: request.body.file, filename: request.body.filename },
      ),
    adminRemoveReportDocument: async (request) =>
      service.detachDocument(actorOf(request), { reportId: request.params.id }),
    adminAttachProviderReportDocument: async (request) =>
      service.attachDocument(
        actorOf(request),
        { reportId: request.params.id, providerId: request.params.providerId },
        { file: request.body.file, filename: request.body.filename },
      ),
    adminRemoveProviderReportDocument: async (request) =>
      service.detachDocument(actorOf(request), {
        reportId: request.params.id,
        providerId: request.params.providerId,
      }),
    adminDownloadDocument: async (request, reply) =>
      sendPdf(reply, await service.findDocument(request.principal.firmId, request.params.id)),
  };
});
