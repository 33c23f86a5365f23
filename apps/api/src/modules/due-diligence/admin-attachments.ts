import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { notFound, unprocessable } from '@/shared/errors';
import { safePdfFilename } from '@/shared/pdf-files';
import { audit, getReport, providerOrThrow, reportOrThrow } from './admin-report';
import * as repo from './admin-repository';
import { defaultPdfName, pdfProblem } from './documents';

type Slot = { reportId: string; providerId?: string | undefined };

/** The report, and the provider report when the slot names a provider (404 when either is missing). */
async function slotOrThrow(db: Database, firmId: string, id: string, providerId?: string) {
  const report = await reportOrThrow(db, firmId, id);
  if (!providerId) return { report, providerName: undefined };
  const provider = await providerOrThrow(db, firmId, providerId);
  if (!(await repo.findProviderReport(db, id, providerId))) throw notFound('Provider report');
  return { report, providerName: provider.name };
}

/** The PDFs on a report or on a provider's report in it. */
export function attachmentFlows(db: Database) {
  return {
    /** Stores a PDF on the report (or one provider's report in it), replacing the one before. */
    async attachDocument(
      actor: Actor,
      slot: Slot,
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
      return getReport(db, actor.firmId, slot.reportId);
    },

    async detachDocument(actor: Actor, slot: Slot): Promise<AdminReport> {
      await slotOrThrow(db, actor.firmId, slot.reportId, slot.providerId);
      const removed = await repo.detachDocument(db, actor.firmId, slot);
      if (!removed) throw notFound('Document');
      await audit(db, actor, 'admin.due_diligence.document.remove', slot.reportId, {
        ...(slot.providerId ? { provider_id: slot.providerId } : {}),
        document_id: removed,
      });
      return getReport(db, actor.firmId, slot.reportId);
    },

    /** A document of the firm, for staff to check (attached or not, published or not). */
    async findDocument(firmId: string, id: string) {
      const document = await repo.findDocument(db, firmId, id);
      if (!document) throw notFound('Document');
      return document;
    },
  };
}
