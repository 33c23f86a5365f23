import { messageRoutes } from '@sextant/contracts/routes/messages';
import { routesOf } from '@/shared/routes/serve';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import type { Owner } from './service';

const owner = ({ principal }: { principal: SessionPrincipal }): Owner => ({
  clientId: principal.userId,
  firmId: principal.firmId,
});

export default routesOf(messageRoutes, (app) => ({
  listThreads: async (request) => app.messages.list(owner(request)),
  startThread: async (request, reply) =>
    reply.code(201).send(await app.messages.start(owner(request), request.body, app.clock())),
  readThread: async (request) => app.messages.read(owner(request), request.params.id, app.clock()),
  replyToThread: async (request, reply) =>
    reply
      .code(201)
      .send(await app.messages.reply(owner(request), request.params.id, request.body.body, app.clock())),
}));
