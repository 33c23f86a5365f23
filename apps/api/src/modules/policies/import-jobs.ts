import { randomUUID } from 'node:crypto';
import type { ImportJob, ImportKind, ImportPreview, ImportReport } from '@sextant/contracts/admin-policies';
import type { ImportPhase } from './valuation-import';

interface Job {
  id: string;
  firmId: string;
  kind: ImportKind;
  status: ImportJob['status'];
  processed: number;
  total: number;
  fileName: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  report: ImportReport | null;
  preview: ImportPreview | null;
  message: string | null;
}

/** What a job ends with: the row report, and the stored preview when the file passed. */
export interface JobResult {
  report: ImportReport;
  preview: ImportPreview | null;
}

/** A finished job is kept this long for its page to read the report. */
const KEEP_MS = 60 * 60 * 1000;
/** Imports running at once on this node for one firm. */
export const RUNNING_PER_FIRM = 2;

/**
 * Import checks running in the background on this API node, for the import page to poll. Kept in memory:
 * a job's progress is readable on the node that runs it, and a restart forgets finished reports. What a job
 * makes, the preview, is in the database (any node shows and confirms it); nothing is written before that.
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
    kind: job.kind,
    status: job.status,
    processed: job.processed,
    total: job.total,
    file_name: job.fileName,
    started_at: job.startedAt.toISOString(),
    report: job.report,
    preview: job.preview,
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
      kind: ImportKind,
      fileName: string | null,
      work: (
        onProgress: (phase: ImportPhase, processed: number, total: number) => void,
      ) => Promise<JobResult>,
    ): ImportJob {
      prune();
      const job: Job = {
        id: randomUUID(),
        firmId,
        kind,
        status: 'validating',
        processed: 0,
        total: 0,
        fileName,
        startedAt: clock(),
        finishedAt: null,
        report: null,
        preview: null,
        message: null,
      };
      jobs.set(job.id, job);
      const run = (async () => {
        // Let the 202 go out before the work takes the event loop.
        await new Promise<void>((resolve) => setImmediate(resolve));
        try {
          const result = await work((phase, processed, total) => {
            job.status = phase;
            job.processed = processed;
            job.total = total;
          });
          job.report = result.report;
          job.preview = result.preview;
          job.status = 'done';
          job.processed = job.total;
        } catch (error) {
          job.status = 'failed';
          job.message = 'The file could not be checked; nothing was changed. Please try again.';
          onError(error);
        } finally {
          job.finishedAt = clock();
        }
      })();
      running.add(run);
      void run.finally(() => running.delete(run));
      return view(job);
    },

    /** The firm's job of this kind, or null (another firm's id reads as unknown). */
    find(firmId: string, kind: ImportKind, id: string): ImportJob | null {
      const job = jobs.get(id);
      return job && job.firmId === firmId && job.kind === kind ? view(job) : null;
    },

    /** Waits for every running job (the app waits for them before closing the database). */
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
export type ImportJobs = ReturnType<typeof createImportJobs>;
