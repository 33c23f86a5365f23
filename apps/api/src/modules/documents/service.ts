import {
  type ClientDocument,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_TEXTS,
  type DocumentPage,
  type SignDocumentRequest,
} from '@sextant/contracts/documents';
import { signatureMatches } from '@sextant/contracts/rules/signature';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import type { Limiter } from '@/shared/limits';
import { closeReview } from '@/shared/reviews/repository';
import { sha256Hex } from '@/shared/sha256';
import * as repo from './repository';

/** Where a request came from, recorded as evidence (the device id goes to the audit of a wrong code). */
export interface Origin {
  ip: string;
  deviceId: string | null;
  userAgent: string | null;
}

/** The step-up check of the signing code (`app.auth.confirmCode`): it counts toward and honours the lockout. */
export type ConfirmCode = (clientId: string, code: string, origin: Origin) => Promise<void>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const gone = () => notFound('The document');

export function toClientDocument(
  row: NonNullable<Awaited<ReturnType<typeof repo.findClientDocument>>>,
): ClientDocument {
  const action = row.requires === 'none' || row.completedAt ? null : row.requires;
  return {
    uuid: row.id,
    title: row.title,
    category: row.category,
    version: row.version,
    requires: row.requires,
    policy: row.policyId
      ? {
          uuid: row.policyId,
          reference: row.policyReference ?? '',
          product_type: row.policyProductType ?? '',
        }
      : null,
    published_at: row.publishedAt.toISOString(),
    filename: row.filename,
    size: row.size,
    sha256: row.sha256,
    unread: row.openedAt === null,
    action,
    opened_at: iso(row.openedAt),
    completed_at: iso(row.completedAt),
  };
}

/** The signed-in client's document vault: every read and every acknowledgement leaves evidence. */
export function createDocumentService(
  db: Database,
  clock: Clock,
  signLimiter: Limiter,
  confirmCode: ConfirmCode,
) {
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
      await complete(clientId, id, 'acknowledge', origin, null);
      return view(clientId, id);
    },

    async sign(
      clientId: string,
      id: string,
      body: SignDocumentRequest,
      origin: Origin,
    ): Promise<ClientDocument> {
      // Each try counts, so the six-digit code cannot be guessed by trying many (10 in 15 minutes).
      await signLimiter.hit(clientId);
      const signer = await repo.signerOf(db, clientId);
      if (!signer) throw gone();
      const document = await repo.findClientDocument(db, clientId, id);
      if (!document) throw gone();
      checkRequirement(document, 'sign');
      if (!signatureMatches(body.full_name, signer.firstName, signer.surname)) {
        throw unprocessable({ full_name: [DOCUMENT_TEXTS.nameMismatch] });
      }
      await confirmCode(clientId, body.code, origin);
      await complete(clientId, id, 'sign', origin, body.full_name.replace(/\s+/g, ' ').trim());
      return view(clientId, id);
    },
  };

  function checkRequirement(
    document: NonNullable<Awaited<ReturnType<typeof repo.findClientDocument>>>,
    needed: 'acknowledge' | 'sign',
  ) {
    if (document.requires !== needed) {
      throw new HttpError(
        409,
        document.requires === 'none'
          ? DOCUMENT_TEXTS.nothingToDo
          : document.requires === 'sign'
            ? DOCUMENT_TEXTS.needsSigning
            : DOCUMENT_TEXTS.needsAcknowledging,
      );
    }
    if (document.completedAt) throw new HttpError(409, DOCUMENT_TEXTS.alreadyDone);
  }

  /** Records the acknowledgement or signature with the hash of the bytes as they are at this moment. */
  async function complete(
    clientId: string,
    id: string,
    needed: 'acknowledge' | 'sign',
    origin: Origin,
    signedName: string | null,
  ) {
    await db.transaction(async (tx) => {
      await repo.lockDocument(tx, id);
      const document = await repo.findClientDocument(tx, clientId, id);
      if (!document) throw gone();
      checkRequirement(document, needed);
      const file = await repo.findClientDocumentFile(tx, clientId, id);
      await repo.recordDocumentEvent(tx, {
        documentId: id,
        kind: needed === 'sign' ? 'signed' : 'acknowledged',
        actorId: clientId,
        ip: origin.ip,
        userAgent: origin.userAgent,
        sha256: sha256Hex(file!.data),
        signedName,
        at: clock(),
      });
      // A review pack acknowledged or signed is the review delivered.
      if (document.reviewId) {
        await closeReview(tx, document.reviewId, { outcome: 'delivered', by: clientId, at: clock() });
      }
    });
  }
}
export type DocumentService = ReturnType<typeof createDocumentService>;
