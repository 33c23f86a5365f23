import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound } from '@/shared/errors';
import { accessLedger } from './admin-access-ledger';
import { noDocument, toAdminDocument } from './admin-document';
import { evidenceFlows } from './admin-evidence';
import * as repo from './admin-repository';
import { type DocumentNotice, uploadDocument } from './admin-upload';
import { recordDocumentEvent } from './repository';

/**
 * The firm's side of the vault. Statements and documents needing action are always emailed (the firm
 * relies on them for COBS 16A); other documents only to clients who kept document emails on.
 */
export function createDocumentAdminService(deps: {
  db: Database;
  publicUrl: string;
  sendNotice: (notice: DocumentNotice) => Promise<void>;
}) {
  const { db } = deps;
  const evidence = evidenceFlows(db);
  return {
    upload: uploadDocument(deps),

    async list(firmId: string, clientId: string) {
      if (!(await repo.findFirmClient(db, firmId, clientId))) throw notFound('The client');
      return { items: (await repo.listClientDocuments(db, firmId, clientId)).map(toAdminDocument) };
    },

    async withdraw(actor: Actor, id: string): Promise<AdminClientDocument> {
      const row = await repo.findFirmDocument(db, actor.firmId, id);
      if (!row) throw noDocument();
      await db.transaction(async (tx) => {
        if (!(await repo.withdraw(tx, id, actor.userId, actor.now))) return;
        await recordDocumentEvent(tx, {
          documentId: id,
          kind: 'withdrawn',
          actorId: actor.userId,
          ip: actor.ip,
          at: actor.now,
        });
        await recordAudit(tx, { action: 'admin.document.withdraw', ...auditedBy(actor), subject: id });
      });
      return toAdminDocument((await repo.findFirmDocument(db, actor.firmId, id))!);
    },

    /** The file for a staff member, audited: the firm can tell who at the firm read a client's document. */
    async file(actor: Actor, id: string, userAgent: string | null) {
      const file = await repo.findFirmDocumentFile(db, actor.firmId, id);
      if (!file) throw noDocument();
      await db.transaction(async (tx) => {
        await recordDocumentEvent(tx, {
          documentId: id,
          kind: 'staff_opened',
          actorId: actor.userId,
          ip: actor.ip,
          userAgent,
          at: actor.now,
        });
        await recordAudit(tx, { action: 'admin.document.open', ...auditedBy(actor), subject: id });
      });
      return file;
    },

    evidence: evidence.evidence,
    certificate: evidence.certificate,
    accessLedger: (firmId: string, quarter: string) => accessLedger(db, firmId, quarter),
  };
}
export type DocumentAdminService = ReturnType<typeof createDocumentAdminService>;
