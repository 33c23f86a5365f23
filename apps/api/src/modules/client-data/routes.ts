import { clientDataRoutes } from '@sextant/contracts/routes/documents';
import type { FastifyReply } from 'fastify';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(clientDataRoutes, (app) => {
  const service = app.clientData;
  return {
    startExport: async (request, reply) => reply.code(202).send(await service.start(actorOf(request))),
    viewExport: async (request) => service.state(request.principal.userId),
    exportFile: async (request, reply: FastifyReply) => {
      const file = await service.file(request.principal.userId);
      const day = file.createdAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="sextant-data-${day}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.data!));
    },
    viewEmailPreferences: async (request) => service.emailPreferences(request.principal.userId),
    updateEmailPreferences: async (request) => service.setEmailPreferences(actorOf(request), request.body),
  };
});
