import type { Database } from '@/db/client';
import { type Job, type JobHandler, LEASE_SECONDS, type Lease, LeaseLost, type OnJobError } from './handler';
import * as repo from './repository';

const HEARTBEAT_MS = 10_000;
/** Progress is written at most this often: a 100,000-row check reports ~20 times a second otherwise. */
const PROGRESS_EVERY_MS = 500;

export type ClaimedRow = repo.ClaimedJob & { holder: string };

/** The run's progress, written at most every PROGRESS_EVERY_MS; `written` is the latest write. */
function progressWriter(db: Database, job: Job, holder: string, onError: OnJobError) {
  let lastProgress = 0;
  const writer = {
    written: Promise.resolve() as Promise<unknown>,
    report(value: unknown) {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = now;
      writer.written = repo
        .recordProgress(db, job.id, holder, value)
        .catch((error: unknown) => onError(error, job, 'progress'));
    },
  };
  return writer;
}

/** Runs one claimed job under its lease, renewed by a heartbeat, and ends, retries or fails it. */
export async function runJob(db: Database, row: ClaimedRow, handler: JobHandler, onError: OnJobError) {
  const { holder } = row;
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
    repo
      .renewLease(db, job.id, holder, LEASE_SECONDS)
      .catch((error: unknown) => onError(error, job, 'heartbeat'));
  }, HEARTBEAT_MS);
  const progress = progressWriter(db, job, holder, onError);
  try {
    const result = await handler.run(job, progress.report, lease);
    await progress.written;
    await finish({ status: 'done', result: result ?? null });
  } catch (error) {
    await progress.written;
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
