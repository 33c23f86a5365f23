import type { ImportJob, ImportKind } from '@sextant/contracts/admin-policies';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import type { Clock } from '@/shared/clock';
import { notFound } from '@/shared/errors';
import type { JobQueue } from '@/shared/jobs/queue';
import { reportOf } from './check';
import {
  IMPORT_CHECK,
  type ImportPayload,
  importCheckJob,
  importJobView,
  RUNNING_PER_FIRM,
  TOO_MANY_RUNNING,
} from './jobs';
import { checkImport, createImportPreviews } from './previews';
import { waitingPreviews } from './waiting-previews';

/**
 * The back office's imports: a file is checked by a job on any node, and a file that passed waits as a
 * preview for a staff member to confirm or cancel.
 */
export function createImportAdminService({
  db,
  clock,
  jobs,
}: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}) {
  const previews = createImportPreviews(db, clock);
  jobs.handle(
    IMPORT_CHECK,
    importCheckJob(async ({ kind, csv, fileName, staff }, onProgress, lease) => {
      const now = clock();
      const check = await checkImport(db, kind, staff.firmId, csv, { onProgress, now });
      const preview =
        check.errors.length === 0
          ? await previews.store({ ...staff, now }, check, { csv, fileName }, lease.hold)
          : null;
      return { report: reportOf(check, null), previewId: preview?.uuid ?? null };
    }),
  );

  const service = {
    /**
     * Starts checking an import file in the background; answers the job to poll. The job ends with the row
     * report and, when the file passed, its preview stored for a staff member to confirm: nothing is written.
     */
    async startImport(
      staff: Actor,
      kind: ImportKind,
      csv: string,
      fileName: string | null,
    ): Promise<ImportJob> {
      const { now: _now, ...who } = staff;
      const payload: ImportPayload = { kind, fileName, csv, staff: who };
      const id = await jobs.enqueue(IMPORT_CHECK, payload, {
        firmId: staff.firmId,
        perFirmLimit: { max: RUNNING_PER_FIRM, message: TOO_MANY_RUNNING },
      });
      return service.findImport(staff.firmId, kind, id!);
    },

    /** Any node answers: the job, its progress and its report are in the database. */
    async findImport(firmId: string, kind: ImportKind, id: string): Promise<ImportJob> {
      const job = await jobs.find(IMPORT_CHECK, id, firmId);
      if (!job || (job.payload as ImportPayload).kind !== kind) throw notFound('Import');
      return importJobView(job, (previewId) => previews.get(firmId, previewId));
    },

    previews,
    /** Previews still waiting to be confirmed or cancelled: their list and My work's count. */
    waiting: waitingPreviews(db),
  };
  return service;
}
