import type { TableQuery } from '@sextant/contracts/admin';
import type {
  AdminReport,
  AdminReportList,
  AdminReportSort,
  ReportStatus,
} from '@sextant/contracts/admin-due-diligence';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import { attachmentFlows } from './admin-attachments';
import { draftFlows } from './admin-drafts';
import { panelFlows } from './admin-panel';
import { getReport, toSummary } from './admin-report';
import * as repo from './admin-repository';

/** The firm's due-diligence reports in the back office, one flow a file; every change audited. */
export function createDueDiligenceAdminService(db: Database) {
  const drafts = draftFlows(db);
  const panel = panelFlows(db);
  const attachments = attachmentFlows(db);
  return {
    async list(
      firmId: string,
      query: TableQuery<AdminReportSort> & { status?: ReportStatus | undefined },
    ): Promise<AdminReportList> {
      return tablePage(await repo.listReports(db, firmId, query), query, toSummary);
    },
    get: (firmId: string, id: string): Promise<AdminReport> => getReport(db, firmId, id),
    create: drafts.create,
    update: drafts.update,
    publish: drafts.publish,
    unpublish: drafts.unpublish,
    replacePanel: panel.replacePanel,
    saveProviderReport: panel.saveProviderReport,
    deleteProviderReport: panel.deleteProviderReport,
    attachDocument: attachments.attachDocument,
    detachDocument: attachments.detachDocument,
    findDocument: attachments.findDocument,
  };
}
export type DueDiligenceAdminService = ReturnType<typeof createDueDiligenceAdminService>;
