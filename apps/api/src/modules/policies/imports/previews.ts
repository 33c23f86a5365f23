import {
  type ImportConfirmation,
  type ImportKind,
  type ImportPreview,
  PREVIEW_HOURS,
} from '@sextant/contracts/admin-policies';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { HttpError, notFound } from '@/shared/errors';
import { checkTransactions } from '../transactions/import';
import { checkValuations } from '../valuations/import';
import { type CheckOptions, flagKey, type ImportCheck, reportOf, summaryOf } from './check';
import * as repo from './preview-repository';

const HOUR_MS = 3_600_000;
/** An expired preview still answers "expired" this long, then goes with its file. */
const KEEP_EXPIRED_MS = 24 * HOUR_MS;

/** Checks a file of either kind against the firm's policies and the database as it is now. */
export function checkImport(
  db: Database,
  kind: ImportKind,
  firmId: string,
  csv: string,
  options: CheckOptions,
) {
  return kind === 'valuations'
    ? checkValuations(db, firmId, csv, options)
    : checkTransactions(db, firmId, csv, options);
}

/**
 * Writes a checked file in one transaction, every row or none, and audits it (`admin.valuations.import`,
 * `admin.transactions.import`). `before` runs first inside the transaction (confirming claims its preview
 * there). The API's confirmation and the command line both come here.
 */
export async function writeImport(
  db: Database,
  check: ImportCheck,
  by: Actor | Actor<null>,
  about: { fileName: string | null; previewId: string | null },
  before: (tx: Database) => Promise<void> = async () => {},
) {
  return db.transaction(async (tx) => {
    await before(tx);
    // One import of a firm writes at a time: each batch counts a change to its clients' ledgers (migration
    // 0008), and two imports taking those rows in different orders could otherwise deadlock.
    await repo.holdFirmImports(tx, by.firmId);
    const written = await check.write(tx);
    const report = reportOf(check, written);
    await recordAudit(tx, {
      ...auditedBy(by),
      action: `admin.${check.kind}.import`,
      details: {
        file: about.fileName,
        preview: about.previewId,
        rows: report.rows,
        inserted: report.inserted,
        updated: report.updated,
        unchanged: report.unchanged,
        flagged: check.flags.length,
        via: by.userId ? 'api' : 'cli',
      },
    });
    return report;
  });
}

/**
 * Audits a preview made (`admin.valuations.import_preview`, `admin.transactions.import_preview`): staff saw
 * what a file would change in their clients' policies. The back office stores it (`preview` its id); the
 * command line prints it (`preview` null).
 */
export async function auditPreview(
  db: Database,
  check: ImportCheck,
  by: Actor | Actor<null>,
  about: { fileName: string | null; previewId: string | null },
) {
  const summary = summaryOf(check);
  await recordAudit(db, {
    ...auditedBy(by),
    action: `admin.${check.kind}.import_preview`,
    details: {
      file: about.fileName,
      preview: about.previewId,
      rows: summary.rows,
      new: summary.new,
      changed: summary.changed,
      unchanged: summary.unchanged,
      flagged: summary.flag_count,
      via: by.userId ? 'api' : 'cli',
    },
  });
}

/** Empties expired previews' files and drops those expired over KEEP_EXPIRED_MS ago (also at start-up). */
export const prunePreviews = (db: Database, now: Date) =>
  repo.prunePreviews(db, now, new Date(now.getTime() - KEEP_EXPIRED_MS));

const statusOf = (row: repo.PreviewRow, now: Date): ImportPreview['status'] =>
  row.confirmedAt
    ? 'confirmed'
    : row.cancelledAt
      ? 'cancelled'
      : row.expiresAt.getTime() <= now.getTime()
        ? 'expired'
        : 'pending';

function toPreview(row: repo.PreviewRow, now: Date): ImportPreview {
  const { flag_keys: _keys, ...summary } = row.summary;
  // A preview stored before first valuations were looked at lists none.
  summary.possible_brought_in ??= [];
  return {
    uuid: row.id,
    kind: row.kind,
    status: statusOf(row, now),
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    ...summary,
  };
}

/** Why a preview cannot be confirmed or cancelled any more, as the error the API answers. */
function closed(status: ImportPreview['status']): HttpError | null {
  if (status === 'confirmed') return new HttpError(409, 'This import was already confirmed.');
  if (status === 'cancelled') return new HttpError(409, 'This import was cancelled. Import the file again.');
  if (status === 'expired')
    return new HttpError(
      410,
      `This preview expired ${PREVIEW_HOURS} hours after it was made. Import the file again.`,
    );
  return null;
}

/**
 * Stores a checked file (without row errors) as a preview, audited; answers it. `before` runs first inside
 * the transaction (the job checks there that it still holds its lease).
 */
async function storePreview(
  db: Database,
  now: Date,
  staff: Actor,
  check: ImportCheck,
  { csv, fileName }: { csv: string; fileName: string | null },
  before: (tx: Database) => Promise<void>,
): Promise<ImportPreview> {
  await prunePreviews(db, now);
  const id = await db.transaction(async (tx) => {
    await before(tx);
    const id = await repo.insertPreview(tx, {
      firmId: staff.firmId,
      kind: check.kind,
      fileName,
      createdBy: staff.userId,
      csv,
      summary: summaryOf(check),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PREVIEW_HOURS * HOUR_MS),
    });
    await auditPreview(tx, check, { ...staff, now }, { fileName, previewId: id });
    return id;
  });
  return toPreview((await repo.findPreview(db, staff.firmId, id))!, now);
}

/** Writes a confirmed preview's file, claiming the preview in the same transaction. */
async function writeConfirmed(
  db: Database,
  staff: Actor,
  row: repo.PreviewRow,
  id: string,
  check: ImportCheck,
) {
  try {
    return await writeImport(db, check, staff, { fileName: row.fileName, previewId: id }, async (tx) => {
      if (!(await repo.claimPreview(tx, staff.firmId, id, staff.now, summaryOf(check))))
        throw new HttpError(409, 'This import was confirmed or cancelled at the same moment elsewhere.');
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(
        409,
        'The policies’ transactions changed while this import was written, so nothing was imported. Confirm again.',
      );
    throw error;
  }
}

/**
 * Import previews, kept in the database so any API node can show and confirm them: a checked file waits
 * here (PREVIEW_HOURS) until a staff member confirms it (checked again, then written) or cancels it.
 */
export function createImportPreviews(db: Database, clock: Clock) {
  // Any use of the previews prunes them, so client data does not wait for the next import to go.
  const find = async (firmId: string, id: string) => {
    await prunePreviews(db, clock());
    const row = await repo.findPreview(db, firmId, id);
    if (!row) throw notFound('Import preview');
    return row;
  };
  const get = async (firmId: string, id: string): Promise<ImportPreview> =>
    toPreview(await find(firmId, id), clock());

  return {
    /** Stores a checked file as a preview, at this moment (storePreview). */
    store: (
      staff: Actor,
      check: ImportCheck,
      file: { csv: string; fileName: string | null },
      before: (tx: Database) => Promise<void>,
    ) => storePreview(db, clock(), staff, check, file, before),

    get,

    /**
     * Checks the stored file again against the database as it is now. A row error, or a suspicious row the
     * preview did not show, writes nothing and says why (the preview keeps waiting, showing the new check);
     * otherwise every row is written, audited, and the preview is confirmed.
     */
    async confirm(staff: Actor, id: string): Promise<ImportConfirmation> {
      const row = await find(staff.firmId, id);
      const refusal = closed(statusOf(row, staff.now));
      if (refusal) throw refusal;
      const check = await checkImport(db, row.kind, staff.firmId, await repo.previewFile(db, id), {
        now: staff.now,
      });
      const answer = async (message: string | null, report = reportOf(check, null)) => ({
        preview: await get(staff.firmId, id),
        report,
        message,
      });
      if (check.errors.length > 0)
        return answer(
          'The file no longer passes its checks against the policies as they are now, so nothing was imported: see the rows below.',
        );
      const shown = new Set(row.summary.flag_keys);
      const unseen = check.flags.filter((flag) => !shown.has(flagKey(flag)));
      if (unseen.length > 0) {
        await repo.updateSummary(db, staff.firmId, id, staff.now, summaryOf(check));
        return answer(
          `Since the preview was made, ${unseen.length === 1 ? 'a row has' : `${unseen.length} rows have`} become suspicious, so nothing was imported. Look at the preview again, then confirm it or cancel.`,
        );
      }
      return answer(null, await writeConfirmed(db, staff, row, id, check));
    },

    async cancel(staff: Actor, id: string): Promise<ImportPreview> {
      const row = await find(staff.firmId, id);
      const status = statusOf(row, staff.now);
      if (status === 'cancelled') return toPreview(row, staff.now);
      const refusal = closed(status);
      if (refusal) throw refusal;
      if (await repo.cancelPreview(db, staff.firmId, id, staff.now))
        await recordAudit(db, {
          ...auditedBy(staff),
          action: `admin.${row.kind}.import_cancel`,
          details: { preview: id, file: row.fileName },
        });
      return get(staff.firmId, id);
    },
  };
}
export type ImportPreviews = ReturnType<typeof createImportPreviews>;
