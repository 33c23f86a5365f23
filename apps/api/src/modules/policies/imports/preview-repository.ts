import type { ImportKind } from '@sextant/contracts/admin-policies';
import { and, eq, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { importPreviews } from '@/db/schema/index';
import type { StoredSummary } from './check';

export async function insertPreview(
  db: Database,
  values: {
    firmId: string;
    kind: ImportKind;
    fileName: string | null;
    createdBy: string | null;
    csv: string;
    summary: StoredSummary;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(importPreviews).values(values).returning({ id: importPreviews.id });
  return row!.id;
}

const columns = {
  id: importPreviews.id,
  kind: importPreviews.kind,
  fileName: importPreviews.fileName,
  summary: importPreviews.summary,
  createdAt: importPreviews.createdAt,
  expiresAt: importPreviews.expiresAt,
  confirmedAt: importPreviews.confirmedAt,
  cancelledAt: importPreviews.cancelledAt,
};

/** The firm's preview, without its file. */
export async function findPreview(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(importPreviews)
    .where(and(eq(importPreviews.id, id), eq(importPreviews.firmId, firmId)))
    .limit(1);
  return row ? { ...row, summary: row.summary as StoredSummary } : null;
}
export type PreviewRow = NonNullable<Awaited<ReturnType<typeof findPreview>>>;

export async function previewFile(db: Database, id: string) {
  const [row] = await db
    .select({ csv: importPreviews.csv })
    .from(importPreviews)
    .where(eq(importPreviews.id, id));
  return row!.csv;
}

const open = (firmId: string, id: string, now: Date) =>
  and(
    eq(importPreviews.id, id),
    eq(importPreviews.firmId, firmId),
    isNull(importPreviews.confirmedAt),
    isNull(importPreviews.cancelledAt),
    sql`${importPreviews.expiresAt} > ${now.toISOString()}::timestamptz`,
  );

/**
 * Marks the preview confirmed if it still waits (inside the writing transaction, so two nodes confirming at
 * once write once: the second waits on the row, then finds it taken). Answers false when it did not wait.
 */
export async function claimPreview(
  db: Database,
  firmId: string,
  id: string,
  now: Date,
  summary: StoredSummary,
) {
  const rows = await db
    .update(importPreviews)
    // Its rows are written now: the copy of the client data goes.
    .set({ confirmedAt: now, summary, csv: '' })
    .where(open(firmId, id, now))
    .returning({ id: importPreviews.id });
  return rows.length === 1;
}

export async function cancelPreview(db: Database, firmId: string, id: string, now: Date) {
  const rows = await db
    .update(importPreviews)
    .set({ cancelledAt: now, csv: '' })
    .where(open(firmId, id, now))
    .returning({ id: importPreviews.id });
  return rows.length === 1;
}

export async function updateSummary(
  db: Database,
  firmId: string,
  id: string,
  now: Date,
  summary: StoredSummary,
) {
  await db
    .update(importPreviews)
    .set({ summary })
    .where(open(firmId, id, now));
}

/**
 * Empties the file of every preview expired by `now` (a file can no longer be confirmed then) and drops the
 * previews expired before `dropBefore`. The table holds only the last days' previews, so both are cheap.
 */
export async function prunePreviews(db: Database, now: Date, dropBefore: Date) {
  await db.delete(importPreviews).where(lt(importPreviews.expiresAt, dropBefore));
  await db
    .update(importPreviews)
    .set({ csv: '' })
    .where(and(lte(importPreviews.expiresAt, now), ne(importPreviews.csv, '')));
}

/** Waits for the firm's other import writes to commit; held until this transaction ends. */
export async function holdFirmImports(tx: Database, firmId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import ${firmId}`}))`);
}
