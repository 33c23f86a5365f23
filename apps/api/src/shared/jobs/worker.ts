import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '@/db/client';
import { freshLook } from './fresh-look';
import { type JobHandler, LEASE_SECONDS, type OnJobError } from './handler';
import * as repo from './repository';
import { type ClaimedRow, runJob } from './run';

const POLL_MS = 500;
/** Jobs one node runs at once (import checks take a core each). */
const CONCURRENCY = 2;

/** A due job of a kind this node handles, claimed under a new holder. */
async function claim(
  db: Database,
  handlers: Map<string, JobHandler>,
  newHolder: () => string,
): Promise<ClaimedRow | null> {
  const kinds = [...handlers.keys()];
  if (kinds.length === 0) return null;
  const holder = newHolder();
  const row = await repo.claimJob(db, kinds, holder, LEASE_SECONDS);
  return row && { ...row, holder };
}

/** This node's worker: claims due jobs while it has room, runs them, and hands them back when stopping. */
export function jobWorker(db: Database, handlers: Map<string, JobHandler>, onError: OnJobError) {
  // Host and process first, so an operator (or a test) can tell which node holds a running job.
  const node = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  // The claims this node's runs hold, each its own `locked_by` (the node and a count): a claim of a job
  // handed back and claimed again is a new one, so a run left over from the old claim cannot write.
  const holders = new Set<string>();
  let claims = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Claims and starts due jobs while this node has room; answers whether it started any. */
  async function fill(): Promise<boolean> {
    let started = false;
    while (!stopped && running.size < CONCURRENCY) {
      const row = await claim(db, handlers, () => `${node}/${++claims}`);
      if (!row) break;
      started = true;
      holders.add(row.holder);
      const run = runJob(db, row, handlers.get(row.kind)!, onError).catch((error: unknown) =>
        onError(error, null),
      );
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        holders.delete(row.holder);
        wake();
      });
    }
    return started;
  }

  /**
   * One look for work at a time, each answering from a look begun after it was asked for (a drain joining a
   * poll that read the queue before a job landed would miss it); answers whether it started any.
   */
  const tick = freshLook(() =>
    fill().catch((error: unknown) => {
      onError(error, null);
      return false;
    }),
  );

  /** Looks for work now rather than at the next poll (a job was just queued on this node). */
  function wake() {
    if (!stopped && timer) setImmediate(() => void tick());
  }

  return {
    node,
    tick,
    wake,
    /** Starts polling for work. */
    start() {
      stopped = false;
      timer ??= setInterval(() => void tick(), POLL_MS);
    },
    /** Stops claiming, waits up to `graceMs` for running jobs, and hands back the ones still running. */
    async stop(graceMs: number) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await tick();
      const ended = Promise.allSettled([...running]);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      if (running.size > 0) {
        await repo.handBackJobs(db, [...holders]).catch((error: unknown) => onError(error, null));
      }
    },
    running: () => running,
  };
}
