import { adminDocumentRoutes } from '@sextant/contracts/routes/admin-documents';
import { actorOf } from '@/shared/actor';
import { sendPdf } from '@/shared/pdf-files';
import { routesOf } from '@/shared/routes/serve';
import { accessLedgerCsv } from './admin-access-ledger';

export default routesOf(adminDocumentRoutes, (app) => {
  const service = app.documentsAdmin;
  return {
    adminUploadClientDocument: async (request, reply) =>
      reply.code(201).send(await service.upload(actorOf(request), request.params.id, request.body)),
    adminListClientDocuments: async (request) => service.list(request.principal.firmId, request.params.id),
    adminWithdrawDocument: async (request) => service.withdraw(actorOf(request), request.params.id),
    adminClientDocumentFile: async (request, reply) => {
      const agent = request.headers['user-agent'];
      const file = await service.file(
        actorOf(request),
        request.params.id,
        agent ? agent.slice(0, 500) : null,
      );
      return sendPdf(reply, file, 'inline');
    },
    adminDocumentEvidence: async (request) => service.evidence(request.principal.firmId, request.params.id),
    adminDocumentCertificate: async (request, reply) =>
      sendPdf(reply, await service.certificate(request.principal.firmId, request.params.id, app.clock())),
    adminAccessLedger: async (request) =>
      service.accessLedger(request.principal.firmId, request.query.quarter),
    adminAccessLedgerCsv: async (request, reply) => {
      const ledger = await service.accessLedger(request.principal.firmId, request.query.quarter);
      reply.header('content-disposition', `attachment; filename="access-ledger-${ledger.quarter}.csv"`);
      return accessLedgerCsv(ledger);
    },
  };
});
