import type { Database } from '@/db/client';
import { HttpError } from '@/shared/errors';
import type { Job, JobHandler, OnJobError } from './handler';
import * as repo from './repository';
import { runKey, type ScheduledTask, scheduledHandler } from './schedule';
import { jobWorker } from './worker';

export type { Job, JobHandler, Lease } from './handler';
export { runKey } from './schedule';

/** How often each node offers the scheduled tasks' current runs (each run is inserted once, by key). */
const SCHEDULE_EVERY_MS = 60_000;

export interface EnqueueOptions {
  firmId?: string;
  /** At most this many of the firm's jobs of this kind queued or running at once, across every node. */
  perFirmLimit?: { max: number; message: string };
  /** One job per key (a scheduled run): a second insert of the key is ignored. */
  key?: string;
}

/** Queues a job of a kind with a handler, within the firm's limit. */
async function insertJob(
  db: Database,
  handler: JobHandler | undefined,
  kind: string,
  payload: unknown,
  options: EnqueueOptions,
) {
  if (!handler) throw new Error(`No handler for job kind ${kind}`);
  const id = await repo.insertJob(
    db,
    {
      kind,
      payload,
      firmId: options.firmId ?? null,
      key: options.key ?? null,
      maxAttempts: handler.maxAttempts,
    },
    options.perFirmLimit?.max,
  );
  if (id === 'limited') throw new HttpError(409, options.perFirmLimit!.message);
  return id;
}

/**
 * Jobs in the database, run by a worker in every node: claimed with `FOR UPDATE SKIP LOCKED` so two
 * nodes never take one job, held by a lease the running node renews, claimed again by any node when the
 * lease lapses (its node died), failed with a reason once its attempts are spent. The same code runs on the
 * embedded database in its one process (docs/decisions/0007-durable-jobs.md).
 */
export function createJobQueue(db: Database, onError: OnJobError) {
  const handlers = new Map<string, JobHandler>();
  const worker = jobWorker(db, handlers, onError);
  const tasks: ScheduledTask[] = [];
  let scheduler: NodeJS.Timeout | null = null;

  /** Inserts each task's current run; the key keeps it to one across nodes and polls. */
  async function offerScheduledRuns() {
    for (const task of tasks) {
      await queue.enqueue(`task:${task.name}`, {}, { key: runKey(task, new Date()) });
    }
  }

  const queue = {
    node: worker.node,

    /** Offers each scheduled task's current run now (each node does every minute). */
    offerScheduled: offerScheduledRuns,

    /** A task to run once a day (or hour) across every node, as a job like any other. */
    schedule(task: ScheduledTask) {
      tasks.push(task);
      handlers.set(`task:${task.name}`, scheduledHandler(task));
    },

    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },

    async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
      const id = await insertJob(db, handlers.get(kind), kind, payload, options);
      worker.wake();
      return id;
    },

    /** Drops jobs that ended over `days` ago: their reports have been read, and mail bodies are gone already. */
    async pruneEnded(days: number) {
      await repo.pruneEndedJobs(db, days);
    },

    /** The job, if it is of this kind and (when given) this firm's: another firm's reads as unknown. */
    async find(kind: string, id: string, firmId?: string): Promise<Job | null> {
      const job = await repo.findJob(db, id);
      return job && job.kind === kind && (firmId === undefined || job.firmId === firmId) ? job : null;
    },

    /** Starts polling for work. */
    start() {
      worker.start();
      const offer = () => void offerScheduledRuns().catch((error: unknown) => onError(error, null));
      scheduler ??= setInterval(offer, SCHEDULE_EVERY_MS);
      offer();
      worker.wake();
    },

    /**
     * Runs every due job in this process until none is left (tests, and the command line), including ones
     * queued while it runs.
     */
    async drain() {
      for (;;) {
        const started = await worker.tick();
        if (!started && worker.running().size === 0) return;
        await Promise.allSettled([...worker.running()]);
      }
    },

    /**
     * Stops claiming, gives running jobs a moment to end, then hands the rest back to the queue so another
     * node (or this one after a restart) takes them at once rather than after their lease.
     */
    async stop(graceMs = 5_000) {
      if (scheduler) clearInterval(scheduler);
      scheduler = null;
      await worker.stop(graceMs);
    },
  };
  return queue;
}
export type JobQueue = ReturnType<typeof createJobQueue>;
