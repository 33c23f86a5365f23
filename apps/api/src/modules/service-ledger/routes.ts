import { adminServiceLedgerRoutes, serviceLedgerRoutes } from '@sextant/contracts/routes/service-ledger';
import { sendPdf } from '@/shared/pdf-files';
import { routesOf } from '@/shared/routes/serve';

export const clientRoutes = routesOf(serviceLedgerRoutes, (app) => ({
  serviceLedger: async (request) =>
    app.serviceLedger.ledger(request.principal.firmId, request.principal.userId),
}));

export const adminRoutes = routesOf(adminServiceLedgerRoutes, (app) => {
  const service = app.serviceLedger;
  return {
    adminServiceLedger: async (request) => service.ledger(request.principal.firmId, request.params.id),
    adminServiceReport: async (request) =>
      service.report(request.principal.firmId, request.query.from, request.query.to),
    adminServiceReportCsv: async (request, reply) => {
      const { from, to } = request.query;
      const csv = await service.reportCsv(request.principal.firmId, from, to);
      reply.header('content-disposition', `attachment; filename="service-report-${from}-to-${to}.csv"`);
      return csv;
    },
    adminServiceBoardPack: async (request, reply) =>
      sendPdf(reply, await service.boardPack(request.principal.firmId, request.query.from, request.query.to)),
  };
});
