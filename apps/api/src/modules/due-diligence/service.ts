import type {
  DueDiligenceReport,
  DueDiligenceReportView,
  Panel,
  ProviderReport,
} from '@sextant/contracts/due-diligence';
import { hrefOf } from '@sextant/contracts/route';
import { dueDiligenceRoutes } from '@sextant/contracts/routes/due-diligence';
import { providerRoutes } from '@sextant/contracts/routes/providers';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { notFound } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import { findPublishedDocument } from './document-repository';
import * as repo from './repository';

/** Where a client downloads a document of a published report. */
const documentHref = (id: string) => hrefOf(dueDiligenceRoutes.downloadDocument, { id });

type Row = Awaited<ReturnType<typeof repo.listPublishedReports>>[number];
const toReport = (row: Row): DueDiligenceReport => ({
  uuid: row.id,
  financial_year: row.financialYear,
  title: row.title,
  summary: row.summary,
  published_at: row.publishedAt!.toISOString(),
  _links: {
    self: { href: hrefOf(dueDiligenceRoutes.viewReport, { id: row.id }) },
    panel: { href: hrefOf(dueDiligenceRoutes.reportPanel, { id: row.id }) },
    ...(row.documentId ? { document: { href: documentHref(row.documentId) } } : {}),
  },
});

/** The firm's published due-diligence reports, as its clients read them. */
export function createDueDiligenceService(db: Database, clock: Clock) {
  async function report(firmId: string, id: string) {
    const row = await repo.findPublishedReport(db, firmId, id, clock());
    if (!row) throw notFound('Report');
    return row;
  }

  return {
    async list(firmId: string) {
      return { items: (await repo.listPublishedReports(db, firmId, clock())).map(toReport) };
    },

    async view(firmId: string, id: string): Promise<DueDiligenceReportView> {
      const row = await report(firmId, id);
      return { ...toReport(row), body: sanitizeFirmHtml(row.body) };
    },

    async panel(firmId: string, id: string): Promise<Panel> {
      const row = await report(firmId, id);
      const entries = await repo.listPanel(db, row.id);
      return {
        uuid: row.id,
        financial_year: row.financialYear,
        items: entries.map((entry) => ({
          uuid: entry.id,
          position: entry.position,
          rating: entry.rating,
          summary: entry.summary,
          _links: {
            provider: { href: hrefOf(providerRoutes.provider, { id: entry.providerId }) },
            report: {
              href: hrefOf(dueDiligenceRoutes.providerReport, { id: row.id, providerId: entry.providerId }),
            },
          },
        })),
      };
    },

    async providerReport(firmId: string, id: string, providerId: string): Promise<ProviderReport> {
      const row = await report(firmId, id);
      const found = await repo.findProviderReport(db, row.id, providerId);
      if (!found) throw notFound('Provider report');
      return {
        uuid: found.id,
        financial_year: row.financialYear,
        provider: { uuid: found.providerId, name: found.providerName },
        rating: found.rating ?? '',
        body: sanitizeFirmHtml(found.body),
        _links: found.documentId ? { document: { href: documentHref(found.documentId) } } : {},
      };
    },

    /** A document the client may download: attached to a published report of the firm, or 404. */
    async document(firmId: string, id: string) {
      const document = await findPublishedDocument(db, firmId, id, clock());
      if (!document) throw notFound('Document');
      return document;
    },
  };
}
export type DueDiligenceService = ReturnType<typeof createDueDiligenceService>;
