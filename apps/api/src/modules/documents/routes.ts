import { documentRoutes } from '@sextant/contracts/routes/documents';
import type { FastifyRequest } from 'fastify';
import { originOf } from '@/shared/origin';
import { sendPdf } from '@/shared/pdf-files';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(documentRoutes, (app) => {
  const service = app.documents;
  /** A document event keeps the first 500 characters of the user agent. */
  const origin = (request: FastifyRequest) => originOf(request, { agentChars: 500 });
  return {
    listDocuments: async (request) => service.list(request.principal.userId, request.query),
    viewDocument: async (request) => service.view(request.principal.userId, request.params.id),
    documentFile: async (request, reply) => {
      const download = request.query.download === '1';
      const file = await service.file(request.principal.userId, request.params.id, download, origin(request));
      return sendPdf(reply, file, download ? 'attachment' : 'inline');
    },
    acknowledgeDocument: async (request) =>
      service.acknowledge(request.principal.userId, request.params.id, origin(request)),
    signDocument: async (request) =>
      service.sign(request.principal.userId, request.params.id, request.body, origin(request)),
    documentCertificate: async (request, reply) =>
      sendPdf(reply, await service.certificate(request.principal, request.params.id)),
  };
});
