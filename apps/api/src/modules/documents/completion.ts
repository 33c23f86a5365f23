import { DOCUMENT_TEXTS, type SignDocumentRequest } from '@sextant/contracts/documents';
import { signatureMatches } from '@sextant/contracts/rules/signature';
import type { Database } from '@/db/client';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { HttpError, unprocessable } from '@/shared/errors';
import type { Limiter } from '@/shared/limits';
import { closeReview } from '@/shared/reviews/repository';
import { sha256Hex } from '@/shared/sha256';
import { type ClientDocumentRow, gone } from './client-document';
import * as repo from './repository';

/** Where a request came from, recorded as evidence (the device id goes to the audit of a wrong code). */
export interface Origin {
  ip: string;
  deviceId: string | null;
  userAgent: string | null;
}

/** The step-up check of the signing code (`app.auth.confirmCode`): it counts toward and honours the lockout. */
export type ConfirmCode = (clientId: string, code: string, origin: Origin) => Promise<void>;

type Needed = 'acknowledge' | 'sign';

function checkRequirement(document: ClientDocumentRow, needed: Needed) {
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
  // Evidence that the document was read: its file fetched by the client (opened or downloaded) first.
  if (!document.openedAt)
    throw new HttpError(
      409,
      needed === 'sign' ? DOCUMENT_TEXTS.openBeforeSigning : DOCUMENT_TEXTS.openBeforeAcknowledging,
    );
}

/** Acknowledging and signing a document: the evidence of either, and the review it delivers. */
export function completionFlows(db: Database, clock: Clock, signLimiter: Limiter, confirmCode: ConfirmCode) {
  /** Records the acknowledgement or signature with the hash of the bytes as they are at this moment. */
  async function complete(
    clientId: string,
    id: string,
    needed: Needed,
    origin: Origin,
    signedName: string | null,
  ) {
    await db.transaction(async (tx) => {
      await repo.lockDocument(tx, id);
      const document = await repo.findClientDocument(tx, clientId, id);
      if (!document) throw gone();
      checkRequirement(document, needed);
      const file = await repo.findClientDocumentFile(tx, clientId, id);
      const sha256 = sha256Hex(file!.data);
      await repo.recordDocumentEvent(tx, {
        documentId: id,
        kind: needed === 'sign' ? 'signed' : 'acknowledged',
        actorId: clientId,
        ip: origin.ip,
        userAgent: origin.userAgent,
        sha256,
        signedName,
        at: clock(),
      });
      // In the client's own record too: their sign-in history and their data export show it.
      await recordAudit(tx, {
        action: needed === 'sign' ? 'document.sign' : 'document.acknowledge',
        firmId: file!.firmId,
        actorId: clientId,
        subject: id,
        ip: origin.ip,
        deviceId: origin.deviceId,
        details: { title: document.title, sha256, userAgent: origin.userAgent },
        at: clock(),
      });
      // A review pack acknowledged or signed is the review delivered.
      if (document.reviewId) {
        await closeReview(tx, document.reviewId, { outcome: 'delivered', by: clientId, at: clock() });
      }
    });
  }

  return {
    acknowledge: (clientId: string, id: string, origin: Origin) =>
      complete(clientId, id, 'acknowledge', origin, null),

    async sign(clientId: string, id: string, body: SignDocumentRequest, origin: Origin) {
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
    },
  };
}
