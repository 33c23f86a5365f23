import fp from 'fastify-plugin';
import type {} from '@/plugins/db';
import { createJobQueue, type JobQueue } from '@/shared/jobs/queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The job worker of this node: modules register their kinds (`app.jobs.handle`); polling starts when the
 * app is ready and stops as it closes, handing unfinished jobs back to the queue for another node.
 */
export default fp<{ onError: (error: unknown) => void }>(
  async (app, { onError }) => {
    const queue = createJobQueue(app.db, (error, job) => {
      app.log.error({ err: error, job: job?.id, kind: job?.kind }, 'job failed');
      onError(error);
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
