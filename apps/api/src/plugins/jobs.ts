import fp from 'fastify-plugin';
import type {} from '@/plugins/db';
import { createJobQueue, type JobQueue } from '@/shared/jobs/queue';
import { throttle } from '@/shared/throttle';

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
    // A job's own failure is news each time; the poll's fails every half second while the database is
    // down, so it is logged and reported once per interval, with how many were held back.
    const pollFailed = throttle();
    const queue = createJobQueue(app.db, (error, job) => {
      if (job) {
        app.log.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
        onError(error);
        return;
      }
      pollFailed((heldBack) => {
        app.log.error({ err: error, heldBack }, 'job queue failed');
        onError(error);
      });
    });
    app.decorate('jobs', queue);
    queue.schedule({ name: 'prune-jobs', period: 'day', run: () => queue.pruneEnded(KEEP_ENDED_DAYS) });
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
