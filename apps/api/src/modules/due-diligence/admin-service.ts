import type { TableQuery } from '@sextant/contracts/admin';
import type {
  AdminDocument,
  AdminReport,
  AdminReportList,
  AdminReportSort,
  AdminReportSummary,
  ReportStatus,
} from '@sextant/contracts/admin-due-diligence';
import { hrefOf } from '@sextant/contracts/route';
import { adminDueDiligenceRoutes } from '@sextant/contracts/routes/admin-due-diligence';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import { safePdfFilename } from '@/shared/pdf-files';
import * as repo from './admin-repository';
import { defaultPdfName, pdfProblem } from './documents';

/** Every change is audited with who made it, from where and when. */
const audit = (db: Database, actor: Actor, action: string, reportId: string, details: object = {}) =>
  recordAudit(db, {
    action,
    ...auditedBy(actor),
    subject: reportId,
    details: { report_id: reportId, ...details },
  });

const toDocument = (doc: repo.DocumentInfo | null): AdminDocument | null =>
  doc?.id
    ? {
        uuid: doc.id,
        filename: doc.filename,
        content_type: doc.contentType,
        size: doc.size,
        created_at: doc.createdAt.toISOString(),
        _links: { self: { href: hrefOf(adminDueDiligenceRoutes.adminDownloadDocument, { id: doc.id }) } },
      }
    : null;

const toSummary = (row: repo.ReportRow): AdminReportSummary => ({
  uuid: row.id,
  financial_year: row.financialYear,
  title: row.title,
  status: row.publishedAt ? 'published' : 'draft',
  published_at: row.publishedAt?.toISOString() ?? null,
  panel_count: row.panelCount,
  created_at: row.createdAt.toISOString(),
});

const YEAR_TAKEN = { financial_year: ['The firm already has a report for this financial year.'] };

async function reportOrThrow(db: Database, firmId: string, id: string) {
  const row = await repo.findReport(db, firmId, id);
  if (!row) throw notFound('Report');
  return row;
}

async function providerOrThrow(db: Database, firmId: string, providerId: string) {
  const provider = await repo.findFirmProvider(db, firmId, providerId);
  if (!provider) throw notFound('Provider');
  return provider;
}

/** The report, and the provider report when the slot names a provider (404 when either is missing). */
async function slotOrThrow(db: Database, firmId: string, id: string, providerId?: string) {
  const report = await reportOrThrow(db, firmId, id);
  if (!providerId) return { report, providerName: undefined };
  const provider = await providerOrThrow(db, firmId, providerId);
  if (!(await repo.findProviderReport(db, id, providerId))) throw notFound('Provider report');
  return { report, providerName: provider.name };
}

/** The firm's due-diligence reports in the back office; every change audited. */
export function createDueDiligenceAdminService(db: Database) {
  async function list(
    firmId: string,
    query: TableQuery<AdminReportSort> & { status?: ReportStatus | undefined },
  ): Promise<AdminReportList> {
    return tablePage(await repo.listReports(db, firmId, query), query, toSummary);
  }

  async function get(firmId: string, id: string): Promise<AdminReport> {
    const row = await reportOrThrow(db, firmId, id);
    const [panel, providerReports, document] = await Promise.all([
      repo.listPanel(db, row.id),
      repo.listProviderReports(db, row.id),
      repo.findDocumentInfo(db, firmId, row.documentId),
    ]);
    return {
      ...toSummary(row),
      summary: row.summary,
      body: sanitizeFirmHtml(row.body),
      document: toDocument(document),
      panel: panel.map((entry) => ({
        provider: { uuid: entry.providerId, name: entry.providerName },
        position: entry.position,
        rating: entry.rating,
        summary: entry.summary,
      })),
      provider_reports: providerReports.map((report) => ({
        provider: { uuid: report.providerId, name: report.providerName },
        body: sanitizeFirmHtml(report.body),
        document: toDocument(report.document as repo.DocumentInfo | null),
      })),
    };
  }

  async function create(
    actor: Actor,
    input: { financial_year: string; title: string; summary: string; body: string },
  ): Promise<AdminReport> {
    if (await repo.yearTaken(db, actor.firmId, input.financial_year)) throw unprocessable(YEAR_TAKEN);
    let id: string;
    try {
      id = await repo.insertReport(db, actor.firmId, {
        financialYear: input.financial_year,
        title: input.title,
        summary: input.summary,
        body: sanitizeFirmHtml(input.body),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw unprocessable(YEAR_TAKEN);
      throw error;
    }
    await audit(db, actor, 'admin.due_diligence.create', id, { financial_year: input.financial_year });
    return get(actor.firmId, id);
  }

  async function update(
    actor: Actor,
    id: string,
    input: { financial_year?: string; title?: string; summary?: string; body?: string },
  ): Promise<AdminReport> {
    const row = await reportOrThrow(db, actor.firmId, id);
    const values: Partial<repo.ReportValues> = {};
    if (input.financial_year !== undefined && input.financial_year !== row.financialYear) {
      if (await repo.yearTaken(db, actor.firmId, input.financial_year, id)) throw unprocessable(YEAR_TAKEN);
      values.financialYear = input.financial_year;
    }
    if (input.title !== undefined) values.title = input.title;
    if (input.summary !== undefined) values.summary = input.summary;
    if (input.body !== undefined) values.body = sanitizeFirmHtml(input.body);
    try {
      await repo.updateReport(db, actor.firmId, id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw unprocessable(YEAR_TAKEN);
      throw error;
    }
    await audit(db, actor, 'admin.due_diligence.update', id, { fields: Object.keys(values) });
    return get(actor.firmId, id);
  }

  /** Clients see a report from now on (a report already published keeps its date). */
  async function publish(actor: Actor, id: string): Promise<AdminReport> {
    const row = await reportOrThrow(db, actor.firmId, id);
    if (!row.publishedAt) await repo.updateReport(db, actor.firmId, id, { publishedAt: actor.now });
    await audit(db, actor, 'admin.due_diligence.publish', id);
    return get(actor.firmId, id);
  }

  async function unpublish(actor: Actor, id: string): Promise<AdminReport> {
    await reportOrThrow(db, actor.firmId, id);
    await repo.updateReport(db, actor.firmId, id, { publishedAt: null });
    await audit(db, actor, 'admin.due_diligence.unpublish', id);
    return get(actor.firmId, id);
  }

  /** The whole panel in order: each provider the firm's, and on it once (field errors name the entry). */
  async function replacePanel(
    actor: Actor,
    id: string,
    entries: { provider_id: string; rating: string; summary: string }[],
  ): Promise<AdminReport> {
    await reportOrThrow(db, actor.firmId, id);
    const known = await repo.firmProviderIds(
      db,
      actor.firmId,
      entries.map((entry) => entry.provider_id),
    );
    const errors: Record<string, string[]> = {};
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const field = `entries.${index}.provider_id`;
      if (!known.has(entry.provider_id)) errors[field] = ['Choose one of the firm’s providers.'];
      else if (seen.has(entry.provider_id)) errors[field] = ['This provider is already on the panel.'];
      seen.add(entry.provider_id);
    });
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    await repo.replacePanel(
      db,
      id,
      entries.map((entry) => ({
        providerId: entry.provider_id,
        rating: entry.rating,
        summary: entry.summary,
      })),
    );
    await audit(db, actor, 'admin.due_diligence.panel', id, {
      provider_ids: entries.map((entry) => entry.provider_id),
    });
    return get(actor.firmId, id);
  }

  async function saveProviderReport(
    actor: Actor,
    id: string,
    providerId: string,
    body: string,
  ): Promise<AdminReport> {
    await reportOrThrow(db, actor.firmId, id);
    await providerOrThrow(db, actor.firmId, providerId);
    await repo.upsertProviderReport(db, id, providerId, sanitizeFirmHtml(body), actor.now);
    await audit(db, actor, 'admin.due_diligence.provider_report.save', id, { provider_id: providerId });
    return get(actor.firmId, id);
  }

  async function deleteProviderReport(actor: Actor, id: string, providerId: string): Promise<AdminReport> {
    await reportOrThrow(db, actor.firmId, id);
    await providerOrThrow(db, actor.firmId, providerId);
    if (!(await repo.findProviderReport(db, id, providerId))) throw notFound('Provider report');
    await repo.deleteProviderReport(db, actor.firmId, id, providerId);
    await audit(db, actor, 'admin.due_diligence.provider_report.delete', id, { provider_id: providerId });
    return get(actor.firmId, id);
  }

  /** Stores a PDF on the report (or one provider's report in it), replacing the one before. */
  async function attachDocument(
    actor: Actor,
    slot: { reportId: string; providerId?: string | undefined },
    upload: { file: Uint8Array; filename?: string | undefined },
  ): Promise<AdminReport> {
    const { report, providerName } = await slotOrThrow(db, actor.firmId, slot.reportId, slot.providerId);
    const problem = pdfProblem(upload.file);
    if (problem) throw unprocessable({ file: [problem] });
    const filename = safePdfFilename(upload.filename, defaultPdfName(report.financialYear, providerName));
    const documentId = await repo.attachDocument(
      db,
      actor.firmId,
      slot,
      { filename, contentType: 'application/pdf', data: upload.file },
      actor.now,
    );
    await audit(db, actor, 'admin.due_diligence.document.attach', slot.reportId, {
      ...(slot.providerId ? { provider_id: slot.providerId } : {}),
      document_id: documentId,
      filename,
      size: upload.file.length,
    });
    return get(actor.firmId, slot.reportId);
  }

  async function detachDocument(
    actor: Actor,
    slot: { reportId: string; providerId?: string | undefined },
  ): Promise<AdminReport> {
    await slotOrThrow(db, actor.firmId, slot.reportId, slot.providerId);
    const removed = await repo.detachDocument(db, actor.firmId, slot);
    if (!removed) throw notFound('Document');
    await audit(db, actor, 'admin.due_diligence.document.remove', slot.reportId, {
      ...(slot.providerId ? { provider_id: slot.providerId } : {}),
      document_id: removed,
    });
    return get(actor.firmId, slot.reportId);
  }

  /** A document of the firm, for staff to check (attached or not, published or not). */
  async function findDocument(firmId: string, id: string) {
    const document = await repo.findDocument(db, firmId, id);
    if (!document) throw notFound('Document');
    return document;
  }

  return {
    list,
    get,
    create,
    update,
    publish,
    unpublish,
    replacePanel,
    saveProviderReport,
    deleteProviderReport,
    attachDocument,
    detachDocument,
    findDocument,
  };
}
export type DueDiligenceAdminService = ReturnType<typeof createDueDiligenceAdminService>;
