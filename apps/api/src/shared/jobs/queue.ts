import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '@/db/client';
import { HttpError } from '@/shared/errors';
import { londonToday } from '@/shared/period';
import * as repo from './repository';

/** A running job's lease: another node may claim it once this long has passed without a heartbeat. */
export const LEASE_SECONDS = 30;
const HEARTBEAT_MS = 10_000;
const POLL_MS = 500;
/** Progress is written at most this often: a 100,000-row check reports ~20 times a second otherwise. */
const PROGRESS_EVERY_MS = 500;
/** Jobs one node runs at once (import checks take a core each). */
const CONCURRENCY = 2;
/** How often each node offers the scheduled tasks' current runs (each run is inserted once, by key). */
const SCHEDULE_EVERY_MS = 60_000;

/** A task run once a period across every node: its run's key is the task and the period (a London day). */
export interface ScheduledTask {
  name: string;
  period: 'day' | 'hour';
  run(): Promise<unknown>;
}

/** The run of a period a task is due for: `prune:2026-11-23` or `prune:2026-11-23T09`. */
export function runKey(task: Pick<ScheduledTask, 'name' | 'period'>, now: Date): string {
  const day = londonToday(now);
  return task.period === 'day' ? `${task.name}:${day}` : `${task.name}:${now.toISOString().slice(0, 13)}`;
}

export type Job = repo.Job;

/** Thrown by a run whose job another run holds now: this node was paused past its lease. */
export class LeaseLost extends Error {
  constructor() {
    super('The job was claimed again after its lease lapsed.');
  }
}

/** The claim a run holds its job by. */
export interface Lease {
  /**
   * Inside the transaction of a write that must happen once, before writing: renews the lease and keeps the
   * job's row locked until the transaction ends, or throws LeaseLost (nothing of the run is written).
   */
  hold(tx: Database): Promise<void>;
}

export interface JobHandler {
  /** Does the work; what it answers is stored as the job's result. */
  run(job: Job, progress: (value: unknown) => void, lease: Lease): Promise<unknown>;
  /** Runs allowed, counting the ones a dead node left unfinished. */
  maxAttempts: number;
  /** Seconds to wait before the next try after the given failed attempt; null fails the job at once. */
  retryAfterSeconds(attempt: number): number | null;
  /** Why the job failed for good, in words a person can act on. */
  failureMessage: string;
  /** What of the payload is kept once the job has ended (mail bodies and files are not). */
  keep(payload: unknown): unknown;
}

export interface EnqueueOptions {
  firmId?: string;
  /** At most this many of the firm's jobs of this kind queued or running at once, across every node. */
  perFirmLimit?: { max: number; message: string };
  /** One job per key (a scheduled run): a second insert of the key is ignored. */
  key?: string;
}

/**
 * Jobs in the database, run by a worker in every node: claimed with `FOR UPDATE SKIP LOCKED` so two
 * nodes never take one job, held by a lease the running node renews, claimed again by any node when the
 * lease lapses (its node died), failed with a reason once its attempts are spent. The same code runs on the
 * embedded database in its one process (docs/decisions/0007-durable-jobs.md).
 */
export function createJobQueue(db: Database, onError: (error: unknown, job: Job | null) => void) {
  // Host and process first, so an operator (or a test) can tell which node holds a running job.
  const node = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  // The claims this node's runs hold, each its own `locked_by` (the node and a count): a claim of a job
  // handed back and claimed again is a new one, so a run left over from the old claim cannot write.
  const holders = new Set<string>();
  let claims = 0;
  const tasks: ScheduledTask[] = [];
  let timer: NodeJS.Timeout | null = null;
  let scheduler: NodeJS.Timeout | null = null;
  let ticking: Promise<boolean> | null = null;
  let stopped = false;

  async function claim(): Promise<(repo.ClaimedJob & { holder: string }) | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const holder = `${node}/${++claims}`;
    const row = await repo.claimJob(db, kinds, holder, LEASE_SECONDS);
    return row && { ...row, holder };
  }

  async function execute(row: repo.ClaimedJob & { holder: string }) {
    const { holder } = row;
    const handler = handlers.get(row.kind)!;
    const job = await repo.findJob(db, row.id);
    if (!job) return;
    const finish = (values: { status: 'done' | 'failed'; result?: unknown; message?: string }) =>
      repo.endJob(db, job.id, holder, { ...values, payload: handler.keep(job.payload) });
    // A lease that lapsed on its last allowed run: the node running it died each time.
    if (row.attempts > row.max_attempts) {
      await finish({ status: 'failed', message: handler.failureMessage });
      return;
    }
    const lease: Lease = {
      async hold(tx) {
        if (!(await repo.holdLease(tx, job.id, holder, LEASE_SECONDS))) throw new LeaseLost();
      },
    };
    const heartbeat = setInterval(() => {
      repo.renewLease(db, job.id, holder, LEASE_SECONDS).catch((error: unknown) => onError(error, job));
    }, HEARTBEAT_MS);
    let lastProgress = 0;
    let pendingProgress: Promise<unknown> = Promise.resolve();
    const progress = (value: unknown) => {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = now;
      pendingProgress = repo
        .recordProgress(db, job.id, holder, value)
        .catch((error: unknown) => onError(error, job));
    };
    try {
      const result = await handler.run(job, progress, lease);
      await pendingProgress;
      await finish({ status: 'done', result: result ?? null });
    } catch (error) {
      await pendingProgress;
      // Not a fault: the run that holds the job now finishes it, and this one wrote nothing.
      if (error instanceof LeaseLost) return;
      onError(error, job);
      const wait = row.attempts < row.max_attempts ? handler.retryAfterSeconds(row.attempts) : null;
      if (wait === null) {
        await finish({ status: 'failed', message: handler.failureMessage });
      } else {
        await repo.retryJobLater(db, job.id, holder, wait);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims and starts due jobs while this node has room; answers whether it started any. */
  async function fill(): Promise<boolean> {
    let started = false;
    while (!stopped && running.size < CONCURRENCY) {
      const row = await claim();
      if (!row) break;
      started = true;
      holders.add(row.holder);
      const run = execute(row).catch((error: unknown) => onError(error, null));
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        holders.delete(row.holder);
        wake();
      });
    }
    return started;
  }

  /** One look for work at a time; answers whether it started any. */
  function tick(): Promise<boolean> {
    ticking ??= fill()
      .catch((error: unknown) => {
        onError(error, null);
        return false;
      })
      .finally(() => {
        ticking = null;
      });
    return ticking;
  }

  /** Looks for work now rather than at the next poll (a job was just queued on this node). */
  function wake() {
    if (!stopped && timer) setImmediate(() => void tick());
  }

  /** Inserts each task's current run; the key keeps it to one across nodes and polls. */
  async function offerScheduledRuns() {
    for (const task of tasks) {
      await queue.enqueue(`task:${task.name}`, {}, { key: runKey(task, new Date()) });
    }
  }

  const queue = {
    node,

    /** Offers each scheduled task's current run now (each node does every minute). */
    offerScheduled: offerScheduledRuns,

    /** A task to run once a day (or hour) across every node, as a job like any other. */
    schedule(task: ScheduledTask) {
      tasks.push(task);
      handlers.set(`task:${task.name}`, {
        maxAttempts: 3,
        retryAfterSeconds: () => 300,
        failureMessage: `The scheduled task ${task.name} failed three times.`,
        keep: (payload) => payload,
        run: () => task.run(),
      });
    },

    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },

    async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
      const handler = handlers.get(kind);
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
      wake();
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
      stopped = false;
      timer ??= setInterval(() => void tick(), POLL_MS);
      const offer = () => void offerScheduledRuns().catch((error: unknown) => onError(error, null));
      scheduler ??= setInterval(offer, SCHEDULE_EVERY_MS);
      offer();
      wake();
    },

    /**
     * Runs every due job in this process until none is left (tests, and the command line), including ones
     * queued while it runs.
     */
    async drain() {
      for (;;) {
        const started = await tick();
        if (!started && running.size === 0) return;
        await Promise.allSettled([...running]);
      }
    },

    /**
     * Stops claiming, gives running jobs a moment to end, then hands the rest back to the queue so another
     * node (or this one after a restart) takes them at once rather than after their lease.
     */
    async stop(graceMs = 5_000) {
      stopped = true;
      if (timer) clearInterval(timer);
      if (scheduler) clearInterval(scheduler);
      timer = null;
      scheduler = null;
      await ticking;
      const ended = Promise.allSettled([...running]);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      if (running.size > 0) {
        await repo.handBackJobs(db, [...holders]).catch((error: unknown) => onError(error, null));
      }
    },
  };
  return queue;
}
export type JobQueue = ReturnType<typeof createJobQueue>;
