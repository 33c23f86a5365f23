import type { TableQuery } from '@sextant/contracts/admin';
import type { AdminReportSort, ReportStatus } from '@sextant/contracts/admin-due-diligence';
import { type AnyColumn, and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  documents,
  dueDiligencePanelEntries,
  dueDiligenceProviderReports,
  dueDiligenceReports,
  providers,
} from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';

// Written out in full: in a select list Drizzle leaves column names unqualified.
const panelCount = sql<number>`(select cast(count(*) as integer) from "due_diligence_panel_entries" where "due_diligence_panel_entries"."report_id" = "due_diligence_reports"."id")`;

const SORT_COLUMNS: Record<AdminReportSort, AnyColumn> = {
  financial_year: dueDiligenceReports.financialYear,
  title: dueDiligenceReports.title,
};

export type ReportRow = typeof dueDiligenceReports.$inferSelect & { panelCount: number };

/** One page of the firm's reports (drafts and published). */
export async function listReports(
  db: Database,
  firmId: string,
  query: TableQuery<AdminReportSort> & { status?: ReportStatus | undefined },
) {
  const where = and(
    eq(dueDiligenceReports.firmId, firmId),
    query.q
      ? or(
          ilike(dueDiligenceReports.title, containsPattern(query.q)),
          ilike(dueDiligenceReports.financialYear, containsPattern(query.q)),
        )
      : undefined,
    query.status === 'published'
      ? isNotNull(dueDiligenceReports.publishedAt)
      : query.status === 'draft'
        ? isNull(dueDiligenceReports.publishedAt)
        : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ report: dueDiligenceReports, panelCount, total: totalRows })
    .from(dueDiligenceReports)
    .where(where)
    .orderBy(sortedBy(SORT_COLUMNS[query.sort], query.order), asc(dueDiligenceReports.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.report, panelCount: Number(row.panelCount), total: row.total }));
}

export async function findReport(db: Database, firmId: string, id: string): Promise<ReportRow | null> {
  const [row] = await db
    .select({ report: dueDiligenceReports, panelCount })
    .from(dueDiligenceReports)
    .where(and(eq(dueDiligenceReports.id, id), eq(dueDiligenceReports.firmId, firmId)))
    .limit(1);
  return row ? { ...row.report, panelCount: Number(row.panelCount) } : null;
}

export async function yearTaken(db: Database, firmId: string, financialYear: string, exceptId?: string) {
  const [row] = await db
    .select({ id: dueDiligenceReports.id })
    .from(dueDiligenceReports)
    .where(
      and(
        eq(dueDiligenceReports.firmId, firmId),
        eq(dueDiligenceReports.financialYear, financialYear),
        exceptId ? ne(dueDiligenceReports.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface ReportValues {
  financialYear: string;
  title: string;
  summary: string;
  body: string;
}

export async function insertReport(db: Database, firmId: string, values: ReportValues) {
  const [row] = await db
    .insert(dueDiligenceReports)
    .values({ firmId, ...values })
    .returning({ id: dueDiligenceReports.id });
  return row!.id;
}

export async function updateReport(
  db: Database,
  firmId: string,
  id: string,
  values: Partial<ReportValues> & { publishedAt?: Date | null },
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(dueDiligenceReports)
    .set(values)
    .where(and(eq(dueDiligenceReports.id, id), eq(dueDiligenceReports.firmId, firmId)));
}

/** The report's panel in order, with the providers' names. */
export async function listPanel(db: Database, reportId: string) {
  return db
    .select({
      providerId: dueDiligencePanelEntries.providerId,
      providerName: providers.name,
      position: dueDiligencePanelEntries.position,
      rating: dueDiligencePanelEntries.rating,
      summary: dueDiligencePanelEntries.summary,
    })
    .from(dueDiligencePanelEntries)
    .innerJoin(providers, eq(providers.id, dueDiligencePanelEntries.providerId))
    .where(eq(dueDiligencePanelEntries.reportId, reportId))
    .orderBy(asc(dueDiligencePanelEntries.position));
}

/** Which of the ids are providers of the firm. */
export async function firmProviderIds(db: Database, firmId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.firmId, firmId), inArray(providers.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function findFirmProvider(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

/** Replaces the whole panel, in the order given, in one transaction. */
export async function replacePanel(
  db: Database,
  reportId: string,
  entries: { providerId: string; rating: string; summary: string }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(dueDiligencePanelEntries).where(eq(dueDiligencePanelEntries.reportId, reportId));
    if (entries.length > 0) {
      await tx
        .insert(dueDiligencePanelEntries)
        .values(entries.map((entry, position) => ({ reportId, position, ...entry })));
    }
  });
}

const documentColumns = {
  id: documents.id,
  filename: documents.filename,
  contentType: documents.contentType,
  size: documents.size,
  createdAt: documents.createdAt,
};
export type DocumentInfo = {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  createdAt: Date;
};

export async function findDocumentInfo(db: Database, firmId: string, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

/** The report's provider reports, by provider name, with their documents' details. */
export async function listProviderReports(db: Database, reportId: string) {
  return db
    .select({
      providerId: dueDiligenceProviderReports.providerId,
      providerName: providers.name,
      body: dueDiligenceProviderReports.body,
      document: {
        id: documents.id,
        filename: documents.filename,
        contentType: documents.contentType,
        size: documents.size,
        createdAt: documents.createdAt,
      },
    })
    .from(dueDiligenceProviderReports)
    .innerJoin(providers, eq(providers.id, dueDiligenceProviderReports.providerId))
    .leftJoin(documents, eq(documents.id, dueDiligenceProviderReports.documentId))
    .where(eq(dueDiligenceProviderReports.reportId, reportId))
    .orderBy(asc(providers.name));
}

export async function findProviderReport(db: Database, reportId: string, providerId: string) {
  const [row] = await db
    .select()
    .from(dueDiligenceProviderReports)
    .where(
      and(
        eq(dueDiligenceProviderReports.reportId, reportId),
        eq(dueDiligenceProviderReports.providerId, providerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Writes the provider report (one a provider and report). */
export async function upsertProviderReport(
  db: Database,
  reportId: string,
  providerId: string,
  body: string,
  now: Date,
) {
  await db
    .insert(dueDiligenceProviderReports)
    .values({ reportId, providerId, body, createdAt: now })
    .onConflictDoUpdate({
      target: [dueDiligenceProviderReports.reportId, dueDiligenceProviderReports.providerId],
      set: { body },
    });
}

/** Deletes the provider report and its document. */
export async function deleteProviderReport(
  db: Database,
  firmId: string,
  reportId: string,
  providerId: string,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(dueDiligenceProviderReports)
      .where(
        and(
          eq(dueDiligenceProviderReports.reportId, reportId),
          eq(dueDiligenceProviderReports.providerId, providerId),
        ),
      )
      .returning({ documentId: dueDiligenceProviderReports.documentId });
    if (row?.documentId) {
      await tx.delete(documents).where(and(eq(documents.id, row.documentId), eq(documents.firmId, firmId)));
    }
  });
}

export interface NewDocument {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** Where a document hangs: the report itself, or one provider's report in it. */
export type DocumentSlot = { reportId: string; providerId?: string | undefined };

const slotDocumentId = async (tx: Database, slot: DocumentSlot) => {
  if (slot.providerId) {
    const [row] = await tx
      .select({ documentId: dueDiligenceProviderReports.documentId })
      .from(dueDiligenceProviderReports)
      .where(
        and(
          eq(dueDiligenceProviderReports.reportId, slot.reportId),
          eq(dueDiligenceProviderReports.providerId, slot.providerId),
        ),
      );
    return row?.documentId ?? null;
  }
  const [row] = await tx
    .select({ documentId: dueDiligenceReports.documentId })
    .from(dueDiligenceReports)
    .where(eq(dueDiligenceReports.id, slot.reportId));
  return row?.documentId ?? null;
};

const setSlotDocument = async (tx: Database, slot: DocumentSlot, documentId: string | null) => {
  if (slot.providerId) {
    await tx
      .update(dueDiligenceProviderReports)
      .set({ documentId })
      .where(
        and(
          eq(dueDiligenceProviderReports.reportId, slot.reportId),
          eq(dueDiligenceProviderReports.providerId, slot.providerId),
        ),
      );
  } else {
    await tx.update(dueDiligenceReports).set({ documentId }).where(eq(dueDiligenceReports.id, slot.reportId));
  }
};

/** Stores the document in the slot; the one it replaces is deleted. Answers the new document's id. */
export async function attachDocument(
  db: Database,
  firmId: string,
  slot: DocumentSlot,
  file: NewDocument,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const previous = await slotDocumentId(tx, slot);
    const [row] = await tx
      .insert(documents)
      .values({
        firmId,
        filename: file.filename,
        contentType: file.contentType,
        size: file.data.length,
        data: file.data,
        createdAt: now,
      })
      .returning({ id: documents.id });
    await setSlotDocument(tx, slot, row!.id);
    if (previous) {
      await tx.delete(documents).where(and(eq(documents.id, previous), eq(documents.firmId, firmId)));
    }
    return row!.id;
  });
}

/** Takes the document off the slot and deletes it; answers its id (null when there was none). */
export async function detachDocument(db: Database, firmId: string, slot: DocumentSlot) {
  return db.transaction(async (tx) => {
    const previous = await slotDocumentId(tx, slot);
    if (!previous) return null;
    await setSlotDocument(tx, slot, null);
    await tx.delete(documents).where(and(eq(documents.id, previous), eq(documents.firmId, firmId)));
    return previous;
  });
}

/** A document of the firm with its bytes (staff preview: attached or not, published or not). */
export async function findDocument(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.firmId, firmId)))
    .limit(1);
  return row ?? null;
}
