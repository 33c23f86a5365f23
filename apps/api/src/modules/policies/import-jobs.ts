import { randomUUID } from 'node:crypto';
import type { ImportJob, ImportReport } from '@sextant/contracts/admin-policies';
import type { ImportPhase } from './valuation-import';

interface Job {
  id: string;
  firmId: string;
  status: ImportJob['status'];
  processed: number;
  total: number;
  fileName: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  report: ImportReport | null;
  message: string | null;
}

/** A finished job is kept this long for its page to read the report. */
const KEEP_MS = 60 * 60 * 1000;
/** Imports running at once on this node for one firm. */
export const RUNNING_PER_FIRM = 2;

/**
 * Valuation imports running in the background on this API node, for the import page to poll. Kept in
 * memory: a job is readable on the node that runs it (behind several nodes, the load balancer must keep
 * a staff member on one node, or the page falls back to nothing more than the final audit event), and a
 * restart forgets finished reports. The rows themselves are in the database once a job is `done`.
 */
export function createImportJobs(clock: () => Date, onError: (error: unknown) => void) {
  const jobs = new Map<string, Job>();
  const running = new Set<Promise<unknown>>();

  const prune = () => {
    const now = clock().getTime();
    for (const [id, job] of jobs)
      if (job.finishedAt && now - job.finishedAt.getTime() > KEEP_MS) jobs.delete(id);
  };

  const view = (job: Job): ImportJob => ({
    uuid: job.id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    file_name: job.fileName,
    started_at: job.startedAt.toISOString(),
    report: job.report,
    message: job.message,
  });

  return {
    /** How many of the firm's imports are still running. */
    runningFor(firmId: string) {
      return [...jobs.values()].filter((job) => job.firmId === firmId && !job.finishedAt).length;
    },

    /** Starts the work in the background and answers the new job at once. */
    start(
      firmId: string,
      fileName: string | null,
      work: (
        onProgress: (phase: ImportPhase, processed: number, total: number) => void,
      ) => Promise<ImportReport>,
    ): ImportJob {
      prune();
      const job: Job = {
        id: randomUUID(),
        firmId,
        status: 'validating',
        processed: 0,
        total: 0,
        fileName,
        startedAt: clock(),
        finishedAt: null,
        report: null,
        message: null,
      };
      jobs.set(job.id, job);
      const run = (async () => {
        // Let the 202 go out before the work takes the event loop.
        await new Promise<void>((resolve) => setImmediate(resolve));
        try {
          job.report = await work((phase, processed, total) => {
            job.status = phase;
            job.processed = processed;
            job.total = total;
          });
          job.status = 'done';
          job.processed = job.total;
        } catch (error) {
          job.status = 'failed';
          job.message = 'The import could not be completed; nothing was changed. Please try again.';
          onError(error);
        } finally {
          job.finishedAt = clock();
        }
      })();
      running.add(run);
      void run.finally(() => running.delete(run));
      return view(job);
    },

    /** The firm's job, or null (another firm's id reads as unknown). */
    find(firmId: string, id: string): ImportJob | null {
      const job = jobs.get(id);
      return job && job.firmId === firmId ? view(job) : null;
    },

    /** Waits for every running job (the app waits for them before closing the database). */
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
export type ImportJobs = ReturnType<typeof createImportJobs>;
