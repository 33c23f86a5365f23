import {
  type ClientDocument,
  DOCUMENT_PAGE_SIZE,
  type DocumentPage,
  type SignDocumentRequest,
} from '@sextant/contracts/documents';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import type { Limiter } from '@/shared/limits';
import { evidenceFlows } from './admin-evidence';
import { gone, toClientDocument } from './client-document';
import { type ConfirmCode, completionFlows, type Origin } from './completion';
import * as repo from './repository';

/** The signed-in client's document vault: every read and every acknowledgement leaves evidence. */
export function createDocumentService(
  db: Database,
  clock: Clock,
  signLimiter: Limiter,
  confirmCode: ConfirmCode,
) {
  const completion = completionFlows(db, clock, signLimiter, confirmCode);
  const evidence = evidenceFlows(db);

  async function view(clientId: string, id: string): Promise<ClientDocument> {
    const row = await repo.findClientDocument(db, clientId, id);
    if (!row) throw gone();
    return toClientDocument(row);
  }

  return {
    async list(clientId: string, query: { page: number } & repo.DocumentFilter): Promise<DocumentPage> {
      const [rows, totals] = await Promise.all([
        repo.listClientDocuments(db, clientId, query, {
          limit: DOCUMENT_PAGE_SIZE,
          offset: (query.page - 1) * DOCUMENT_PAGE_SIZE,
        }),
        repo.documentTotals(db, clientId, query),
      ]);
      return {
        documents: rows.map(toClientDocument),
        pagination: {
          totalCount: totals.matching,
          defaultPageSize: DOCUMENT_PAGE_SIZE,
          pageCount: Math.ceil(totals.matching / DOCUMENT_PAGE_SIZE),
          currentPage: query.page,
        },
        counts: { unread: totals.unread, action: totals.action },
        years: totals.years,
      };
    },

    view,

    /** The file, recorded as opened (viewed in the app) or downloaded (saved). */
    async file(clientId: string, id: string, download: boolean, origin: Origin) {
      const file = await repo.findClientDocumentFile(db, clientId, id);
      if (!file) throw gone();
      await repo.recordDocumentEvent(db, {
        documentId: id,
        kind: download ? 'downloaded' : 'opened',
        actorId: clientId,
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: clock(),
      });
      return file;
    },

    async acknowledge(clientId: string, id: string, origin: Origin): Promise<ClientDocument> {
      await completion.acknowledge(clientId, id, origin);
      return view(clientId, id);
    },

    /** The client's copy of the evidence certificate the firm keeps: their own document only (404 otherwise). */
    async certificate(principal: { userId: string; firmId: string }, id: string) {
      if (!(await repo.findClientDocument(db, principal.userId, id))) throw gone();
      return evidence.certificate(principal.firmId, id, clock(), principal.userId);
    },

    async sign(
      clientId: string,
      id: string,
      body: SignDocumentRequest,
      origin: Origin,
    ): Promise<ClientDocument> {
      await completion.sign(clientId, id, body, origin);
      return view(clientId, id);
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
