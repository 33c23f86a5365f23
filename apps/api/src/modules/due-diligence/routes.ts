import { dueDiligenceRoutes } from '@sextant/contracts/routes/due-diligence';
import { sendPdf } from '@/shared/pdf-files';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(dueDiligenceRoutes, (app) => ({
  listReports: async (request) => app.dueDiligence.list(request.principal.firmId),
  viewReport: async (request) => app.dueDiligence.view(request.principal.firmId, request.params.id),
  reportPanel: async (request) => app.dueDiligence.panel(request.principal.firmId, request.params.id),
  providerReport: async (request) =>
    app.dueDiligence.providerReport(request.principal.firmId, request.params.id, request.params.providerId),
  downloadDocument: async (request, reply) =>
    sendPdf(reply, await app.dueDiligence.document(request.principal.firmId, request.params.id)),
}));
