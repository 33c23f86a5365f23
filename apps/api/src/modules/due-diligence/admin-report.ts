import type { AdminDocument, AdminReport, AdminReportSummary } from '@sextant/contracts/admin-due-diligence';
import { hrefOf } from '@sextant/contracts/route';
import { adminDueDiligenceRoutes } from '@sextant/contracts/routes/admin-due-diligence';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import * as repo from './admin-repository';

/** Every change is audited with who made it, from where and when. */
export const audit = (db: Database, actor: Actor, action: string, reportId: string, details: object = {}) =>
  recordAudit(db, {
    action,
    ...auditedBy(actor),
    subject: reportId,
    details: { report_id: reportId, ...details },
  });

export const YEAR_TAKEN = { financial_year: ['The firm already has a report for this financial year.'] };

export async function reportOrThrow(db: Database, firmId: string, id: string) {
  const row = await repo.findReport(db, firmId, id);
  if (!row) throw notFound('Report');
  return row;
}

export async function providerOrThrow(db: Database, firmId: string, providerId: string) {
  const provider = await repo.findFirmProvider(db, firmId, providerId);
  if (!provider) throw notFound('Provider');
  return provider;
}

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

export const toSummary = (row: repo.ReportRow): AdminReportSummary => ({
  uuid: row.id,
  financial_year: row.financialYear,
  title: row.title,
  status: row.publishedAt ? 'published' : 'draft',
  published_at: row.publishedAt?.toISOString() ?? null,
  panel_count: row.panelCount,
  created_at: row.createdAt.toISOString(),
});

/** The whole report as the back office edits it: its panel, provider reports and documents. */
export async function getReport(db: Database, firmId: string, id: string): Promise<AdminReport> {
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
