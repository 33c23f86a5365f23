import fp from 'fastify-plugin';
import type {} from '@/plugins/db';
import { createJobQueue, type JobQueue } from '@/shared/jobs/queue';

/** Ended jobs are kept this long: an import's report stays readable, then goes. */
const KEEP_ENDED_DAYS = 30;

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
    queue.schedule({ name: 'prune-jobs', period: 'day', run: () => queue.pruneEnded(KEEP_ENDED_DAYS) });
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
