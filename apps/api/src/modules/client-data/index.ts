import fp from 'fastify-plugin';
import routes from './routes';
import { type ClientDataService, createClientDataService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    clientData: ClientDataService;
  }
}

interface BuildExport {
  exportId: string;
  clientId: string;
}

/** A client's own data as a ZIP, built by a job on any node, and the emails they choose. */
export default fp(
  async (app) => {
    app.decorate(
      'clientData',
      createClientDataService({
        db: app.db,
        clock: app.clock,
        enqueueBuild: async (exportId, clientId, firmId) => {
          await app.jobs.enqueue('client_export', { exportId, clientId } satisfies BuildExport, { firmId });
        },
      }),
    );
    app.jobs.handle('client_export', {
      maxAttempts: 3,
      retryAfterSeconds: (attempt) => (attempt < 3 ? 10 * attempt : null),
      failureMessage: 'The export could not be built.',
      keep: (payload) => payload,
      async run(job) {
        const { exportId, clientId } = job.payload as BuildExport;
        try {
          await app.clientData.build(exportId, clientId);
        } catch (error) {
          if (job.attempts >= 3) await app.clientData.fail(exportId);
          throw error;
        }
      },
    });
    app.jobs.schedule({ name: 'prune-client-exports', period: 'hour', run: () => app.clientData.prune() });
    await app.register(routes);
  },
  { name: 'client-data', dependencies: ['clock', 'db', 'bodies', 'jobs', 'auth'] },
);
