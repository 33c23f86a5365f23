import type { ImportJob, ImportKind, ImportPreview, ImportReport } from '@sextant/contracts/admin-policies';
import type { Actor } from '@/shared/actor';
import type { Job, JobHandler, Lease } from '@/shared/jobs/queue';
import type { ImportPhase } from './check';

/** The job kind of an import file's check (the import itself is its preview's confirmation). */
export const IMPORT_CHECK = 'import_check';
/** Imports of one firm queued or running at once, across every node. */
export const RUNNING_PER_FIRM = 2;
export const TOO_MANY_RUNNING = 'Your firm already has imports running. Wait for one to finish.';

/** What an import check job carries: the file itself, so any node can run it again after a crash. */
export interface ImportPayload {
  kind: ImportKind;
  fileName: string | null;
  csv: string;
  staff: Omit<Actor, 'now'>;
}

/** What a job ends with: the row report, and the stored preview when the file passed. */
export interface ImportResult {
  report: ImportReport;
  previewId: string | null;
}

interface ImportProgress {
  status: ImportPhase;
  processed: number;
  total: number;
}

/**
 * An import check as a job. A check writes nothing but its preview, so a check a dead node left half done
 * is simply run again (up to three runs); the preview is written only while the run still holds the job
 * (`lease`), so a node paused past its lease that then finishes leaves no second preview. A check that
 * throws fails at once with the message below.
 */
export function importCheckJob(
  check: (
    payload: ImportPayload,
    onProgress: (phase: ImportPhase, processed: number, total: number) => void,
    lease: Lease,
  ) => Promise<ImportResult>,
): JobHandler {
  return {
    maxAttempts: 3,
    retryAfterSeconds: () => null,
    failureMessage: 'The file could not be checked; nothing was changed. Please try again.',
    // The file is in its preview once checked; the job keeps only what its page shows.
    keep: (payload) => {
      const { kind, fileName } = payload as ImportPayload;
      return { kind, fileName };
    },
    run: (job, progress, lease) =>
      check(
        job.payload as ImportPayload,
        (status, processed, total) => progress({ status, processed, total } satisfies ImportProgress),
        lease,
      ),
  };
}

/** The job as its page polls it, from any node. */
export async function importJobView(
  job: Job,
  previewOf: (id: string) => Promise<ImportPreview>,
): Promise<ImportJob> {
  const { kind, fileName } = job.payload as Pick<ImportPayload, 'kind' | 'fileName'>;
  const result = job.result as ImportResult | null;
  const progress = job.progress as ImportProgress | null;
  const done = job.status === 'done' && result;
  return {
    uuid: job.id,
    kind,
    status: done ? 'done' : job.status === 'failed' ? 'failed' : (progress?.status ?? 'validating'),
    processed: done ? (progress?.total ?? result.report.rows) : (progress?.processed ?? 0),
    total: progress?.total ?? (done ? result.report.rows : 0),
    file_name: fileName,
    started_at: job.createdAt.toISOString(),
    report: done ? result.report : null,
    preview: done && result.previewId ? await previewOf(result.previewId) : null,
    message: job.status === 'failed' ? job.message : null,
  };
}
