import { randomUUID } from 'node:crypto';
import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import {
  CLIENT_DOCUMENT_MAX_BYTES,
  DOCUMENT_TEXTS,
  type DocumentCategory,
  type DocumentRequirement,
} from '@sextant/contracts/documents';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import { isPdf, safePdfFilename } from '@/shared/pdf-files';
import { sha256Hex } from '@/shared/sha256';
import { toAdminDocument } from './admin-document';
import * as repo from './admin-repository';
import { recordDocumentEvent } from './repository';

export interface DocumentUpload {
  file: Uint8Array;
  category: DocumentCategory;
  title: string;
  requires: DocumentRequirement;
  policy_id?: string | undefined;
  replaces?: string | undefined;
  review_id?: string | undefined;
}

/** A new-document email: no title, amount or policy in it, only that something waits in the portal. */
export interface DocumentNotice {
  to: string;
  firmName: string;
  link: string;
  needsAction: DocumentRequirement;
}

export interface UploadDeps {
  db: Database;
  publicUrl: string;
  sendNotice: (notice: DocumentNotice) => Promise<void>;
}

type FirmClient = NonNullable<Awaited<ReturnType<typeof repo.findFirmClient>>>;

function fileProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return DOCUMENT_TEXTS.empty;
  if (bytes.length > CLIENT_DOCUMENT_MAX_BYTES) return DOCUMENT_TEXTS.tooLarge;
  if (!isPdf(bytes)) return DOCUMENT_TEXTS.notPdf;
  return null;
}

/** The firm's client, once the file, the policy and the review are all theirs to publish. */
async function checkedClient(db: Database, firmId: string, clientId: string, upload: DocumentUpload) {
  const client = await repo.findFirmClient(db, firmId, clientId);
  if (!client) throw notFound('The client');
  const problem = fileProblem(upload.file);
  if (problem) throw unprocessable({ file: [problem] });
  if (upload.policy_id && !(await repo.isClientPolicy(db, clientId, upload.policy_id))) {
    throw unprocessable({ policy_id: ['Choose one of this client’s policies.'] });
  }
  if (upload.review_id && !(await repo.isOpenClientReview(db, clientId, upload.review_id))) {
    throw unprocessable({ review_id: ['Choose this client’s open review.'] });
  }
  return client;
}

/** The series the new document joins: its own, or the corrected document's, whose version it supersedes. */
async function seriesOf(tx: Database, actor: Actor, clientId: string, id: string, upload: DocumentUpload) {
  // A corrected review pack stays the review's pack.
  const reviewId = upload.review_id ?? null;
  if (!upload.replaces) return { seriesId: id, version: 1, reviewId };
  const current = await repo.lockCurrentVersion(tx, clientId, upload.replaces);
  if (!current) {
    throw unprocessable({ replaces: ['Choose a current document of this client to correct.'] });
  }
  await repo.supersede(tx, current.id, actor.now);
  // A notification about the old version opens the new one: the old is no longer the client's to see.
  await repo.pointNotificationsAt(tx, clientId, current.id, id);
  await recordDocumentEvent(tx, {
    documentId: current.id,
    kind: 'superseded',
    actorId: actor.userId,
    ip: actor.ip,
    at: actor.now,
  });
  return { seriesId: current.seriesId, version: current.version + 1, reviewId: reviewId ?? current.reviewId };
}

async function publish(tx: Database, actor: Actor, clientId: string, id: string, upload: DocumentUpload) {
  const { reviewId, ...series } = await seriesOf(tx, actor, clientId, id, upload);
  await repo.insertDocument(tx, {
    id,
    firmId: actor.firmId,
    clientId,
    policyId: upload.policy_id ?? null,
    ...series,
    category: upload.category,
    title: upload.title,
    filename: safePdfFilename(upload.title, 'document'),
    requires: upload.requires,
    size: upload.file.length,
    sha256: sha256Hex(upload.file),
    data: upload.file,
    reviewId,
    publishedBy: actor.userId,
    publishedAt: actor.now,
  });
  await recordDocumentEvent(tx, {
    documentId: id,
    kind: 'published',
    actorId: actor.userId,
    ip: actor.ip,
    at: actor.now,
  });
  await recordAudit(tx, {
    action: 'admin.document.upload',
    ...auditedBy(actor),
    subject: id,
    details: { client: clientId, category: upload.category, version: series.version },
  });
}

/** The portal notification, and the email unless the client turned document emails off. */
async function notify(
  tx: Database,
  actor: Actor,
  client: FirmClient,
  { clientId, id, publicUrl }: { clientId: string; id: string; publicUrl: string },
  upload: DocumentUpload,
): Promise<DocumentNotice | null> {
  const needsAction = upload.requires !== 'none';
  await notifyClients(
    tx,
    actor.firmId,
    { clientIds: [clientId] },
    {
      title: needsAction
        ? `Document to ${upload.requires === 'sign' ? 'sign' : 'read and acknowledge'}`
        : 'New document',
      body: `${upload.title} is in your documents.`,
      subject: { kind: 'document', id },
    },
    actor.now,
  );
  const alwaysSent = needsAction || upload.category === 'valuation_statement';
  if (!alwaysSent && client.emailOptOut.includes('documents')) return null;
  return {
    to: client.email,
    firmName: client.firmName,
    link: `${publicUrl}/tabs/documents/view/${id}`,
    needsAction: upload.requires,
  };
}

/** Publishes a document to a client, or a corrected version of one, and tells an active client. */
export function uploadDocument({ db, publicUrl, sendNotice }: UploadDeps) {
  return async (actor: Actor, clientId: string, upload: DocumentUpload): Promise<AdminClientDocument> => {
    const client = await checkedClient(db, actor.firmId, clientId, upload);
    const id = randomUUID();
    const notice = await db.transaction(async (tx): Promise<DocumentNotice | null> => {
      await publish(tx, actor, clientId, id, upload);
      if (!client.active) return null;
      return notify(tx, actor, client, { clientId, id, publicUrl }, upload);
    });
    if (notice) {
      await sendNotice(notice);
      await recordDocumentEvent(db, { documentId: id, kind: 'notified', actorId: null, at: actor.now });
    }
    const row = await repo.findFirmDocument(db, actor.firmId, id);
    return toAdminDocument(row!);
  };
}
