import fp from 'fastify-plugin';
import type {} from '@/plugins/db';
import type { OnJobError } from '@/shared/jobs/handler';
import { createJobQueue, type JobQueue } from '@/shared/jobs/queue';
import { throttle } from '@/shared/throttle';

/** Ended jobs are kept this long: an import's report stays readable, then goes. */
const KEEP_ENDED_DAYS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

interface ErrorLog {
  error(fields: object, message: string): void;
}

/**
 * Where the queue's errors go. A job's own failure is news each time; the poll's fails every half second
 * while the database is down, and a running job's progress writes and heartbeats as often, so each of those
 * is logged and reported once per interval, with how many were held back.
 */
export function jobErrors(log: ErrorLog, report: (error: unknown) => void): OnJobError {
  const pollFailed = throttle();
  const bookkeepingFailed = throttle();
  return (error, job, bookkeeping) => {
    if (job && !bookkeeping) {
      log.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
      report(error);
      return;
    }
    const [once, message] = job
      ? [bookkeepingFailed, 'job bookkeeping failed']
      : [pollFailed, 'job queue failed'];
    once((heldBack) => {
      log.error({ err: error, heldBack, ...(job && { job: job.id, kind: job.kind, bookkeeping }) }, message);
      report(error);
    });
  };
}

/**
 * The job worker of this node: modules register their kinds (`app.jobs.handle`); polling starts when the
 * app is ready and stops as it closes, handing unfinished jobs back to the queue for another node.
 */
export default fp<{ onError: (error: unknown) => void }>(
  async (app, { onError }) => {
    const queue = createJobQueue(app.db, jobErrors(app.log, onError));
    app.decorate('jobs', queue);
    queue.schedule({ name: 'prune-jobs', period: 'day', run: () => queue.pruneEnded(KEEP_ENDED_DAYS) });
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
