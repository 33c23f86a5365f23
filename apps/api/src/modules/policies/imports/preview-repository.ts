import type { TableQuery } from '@sextant/contracts/admin';
import type { ImportKind } from '@sextant/contracts/admin-policies';
import { and, eq, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { fullName } from '@/db/name-search';
import { importPreviews, users } from '@/db/schema/index';
import { pageWindow, sortedBy, totalRows } from '@/db/table';
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

/** The firm's previews still waiting at the instant: neither confirmed nor cancelled, and not expired. */
const waiting = (firmId: string, now: Date) =>
  and(
    eq(importPreviews.firmId, firmId),
    isNull(importPreviews.confirmedAt),
    isNull(importPreviews.cancelledAt),
    sql`${importPreviews.expiresAt} > ${now.toISOString()}::timestamptz`,
  );
const open = (firmId: string, id: string, now: Date) => and(eq(importPreviews.id, id), waiting(firmId, now));

/** Who a waiting-previews list shows: the firm's, or only those one staff member made. */
export interface WaitingFilter {
  firmId: string;
  now: Date;
  createdBy?: string | undefined;
}
const waitingOf = (filter: WaitingFilter) =>
  and(
    waiting(filter.firmId, filter.now),
    filter.createdBy ? eq(importPreviews.createdBy, filter.createdBy) : undefined,
  );

const makers = alias(users, 'maker');

/** A page of waiting previews, newest first (or oldest), with who made each. */
export async function listWaitingPreviews(
  db: Database,
  filter: WaitingFilter,
  query: Pick<TableQuery, 'order' | 'page' | 'per_page'>,
) {
  const { limit, offset } = pageWindow(query);
  return db
    .select({
      id: importPreviews.id,
      kind: importPreviews.kind,
      fileName: importPreviews.fileName,
      createdAt: importPreviews.createdAt,
      expiresAt: importPreviews.expiresAt,
      makerId: makers.id,
      makerName: fullName(makers),
      total: totalRows,
    })
    .from(importPreviews)
    .leftJoin(makers, eq(makers.id, importPreviews.createdBy))
    .where(waitingOf(filter))
    .orderBy(sortedBy(importPreviews.createdAt, query.order), sortedBy(importPreviews.id, query.order))
    .limit(limit)
    .offset(offset);
}

/** How many previews the list with this filter shows (My work's count). */
export async function countWaitingPreviews(db: Database, filter: WaitingFilter) {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(importPreviews)
    .where(waitingOf(filter));
  return Number(row?.count ?? 0);
}

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
