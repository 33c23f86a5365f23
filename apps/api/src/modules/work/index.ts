import fp from 'fastify-plugin';
import routes from './routes';
import { createWorkService, type WorkService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    work: WorkService;
  }
}

/** My work, where the back office starts: counts served by the modules that own the lists they open. */
export default fp(
  async (app) => {
    app.decorate(
      'work',
      createWorkService({
        unreadThreads: (caller, assignedToThem) => app.messagesAdmin.unreadCount(caller, assignedToThem),
        clients: (caller, filters) => app.clientAdmin.countClients(caller, filters),
        pendingChanges: (caller, filters) =>
          app.clientAdmin.countAmendments(caller, { status: 'pending', ...filters }),
        waitingPreviews: (caller, filters) => app.policiesAdmin.waiting.count(caller, filters),
        covering: (caller) => app.cover.coveringFor(caller),
      }),
    );
    await app.register(routes);
  },
  { name: 'work', dependencies: ['bodies', 'auth', 'client', 'messages', 'policies', 'cover'] },
);
