import { randomUUID } from 'node:crypto';
import type { AdminClientDocument, DocumentEvidence } from '@sextant/contracts/admin-documents';
import type { AccessLedger } from '@sextant/contracts/admin-service';
import {
  CLIENT_DOCUMENT_MAX_BYTES,
  DOCUMENT_TEXTS,
  type DocumentCategory,
  type DocumentRequirement,
} from '@sextant/contracts/documents';
import { DOCUMENT_CATEGORY_NAMES } from '@sextant/contracts/rules/documents';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { toCsv } from '@/shared/csv-write';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import { renderEvidenceCertificate } from '@/shared/pdf/evidence-certificate';
import { isPdf, safePdfFilename } from '@/shared/pdf-files';
import { quarterBounds } from '@/shared/period';
import { sha256Hex } from '@/shared/sha256';
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

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const fullName = (first: string | null, surname: string | null) =>
  [first, surname].filter(Boolean).join(' ') || null;
const noDocument = () => notFound('The document');

function fileProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return DOCUMENT_TEXTS.empty;
  if (bytes.length > CLIENT_DOCUMENT_MAX_BYTES) return DOCUMENT_TEXTS.tooLarge;
  if (!isPdf(bytes)) return DOCUMENT_TEXTS.notPdf;
  return null;
}

export function toAdminDocument(row: repo.AdminDocumentRow): AdminClientDocument {
  return {
    uuid: row.id,
    series: row.seriesId,
    version: row.version,
    title: row.title,
    category: row.category,
    requires: row.requires,
    policy: row.policyId ? { uuid: row.policyId, reference: row.policyReference ?? '' } : null,
    review: row.reviewId,
    filename: row.filename,
    size: row.size,
    sha256: row.sha256,
    published_at: row.publishedAt.toISOString(),
    published_by: fullName(row.publisherFirstName, row.publisherSurname),
    state: row.withdrawnAt ? 'withdrawn' : row.supersededAt ? 'superseded' : 'current',
    first_opened_at: iso(row.firstOpenedAt),
    completed_at: iso(row.completedAt),
  };
}

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

  async function evidence(
    firmId: string,
    id: string,
  ): Promise<DocumentEvidence & { client: { firmName: string; fcaNumber: string } }> {
    const row = await repo.findFirmDocument(db, firmId, id);
    if (!row) throw noDocument();
    const [client, events] = await Promise.all([
      repo.findFirmClient(db, firmId, row.clientId),
      repo.eventsOf(db, id),
    ]);
    const first = (kind: string) => iso(events.find((event) => event.kind === kind)?.at ?? null);
    const acknowledged = first('acknowledged');
    const signed = first('signed');
    return {
      document: toAdminDocument(row),
      client: {
        uuid: row.clientId,
        name: fullName(client?.firstName ?? null, client?.surname ?? null) ?? '',
        email: client?.email ?? '',
        firmName: client?.firmName ?? '',
        fcaNumber: client?.fcaNumber ?? '',
      },
      published_at: row.publishedAt.toISOString(),
      notified_at: first('notified'),
      first_opened_at: iso(row.firstOpenedAt),
      downloaded_at: first('downloaded'),
      acknowledged_at: acknowledged,
      signed_at: signed,
      certificate_available: Boolean(acknowledged || signed),
      events: events.map((event) => ({
        kind: event.kind,
        at: event.at.toISOString(),
        actor: fullName(event.actorFirstName, event.actorSurname),
        ip: event.ip,
        user_agent: event.userAgent,
        sha256: event.sha256,
        signed_name: event.signedName,
      })),
    };
  }

  return {
    async upload(actor: Actor, clientId: string, upload: DocumentUpload): Promise<AdminClientDocument> {
      const client = await repo.findFirmClient(db, actor.firmId, clientId);
      if (!client) throw notFound('The client');
      const problem = fileProblem(upload.file);
      if (problem) throw unprocessable({ file: [problem] });
      if (upload.policy_id && !(await repo.isClientPolicy(db, clientId, upload.policy_id))) {
        throw unprocessable({ policy_id: ['Choose one of this client’s policies.'] });
      }
      if (upload.review_id && !(await repo.isOpenClientReview(db, clientId, upload.review_id))) {
        throw unprocessable({ review_id: ['Choose this client’s open review.'] });
      }
      const id = randomUUID();
      const notice = await db.transaction(async (tx): Promise<DocumentNotice | null> => {
        let series: { seriesId: string; version: number } = { seriesId: id, version: 1 };
        // A corrected review pack stays the review's pack.
        let reviewId = upload.review_id ?? null;
        if (upload.replaces) {
          const current = await repo.lockCurrentVersion(tx, clientId, upload.replaces);
          if (!current) {
            throw unprocessable({ replaces: ['Choose a current document of this client to correct.'] });
          }
          series = { seriesId: current.seriesId, version: current.version + 1 };
          reviewId ??= current.reviewId;
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
        }
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
        if (!client.active) return null;
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
          link: `${deps.publicUrl}/tabs/documents/view/${id}`,
          needsAction: upload.requires,
        };
      });
      if (notice) {
        await deps.sendNotice(notice);
        await recordDocumentEvent(db, { documentId: id, kind: 'notified', actorId: null, at: actor.now });
      }
      const row = await repo.findFirmDocument(db, actor.firmId, id);
      return toAdminDocument(row!);
    },

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

    async evidence(firmId: string, id: string): Promise<DocumentEvidence> {
      const { client, ...rest } = await evidence(firmId, id);
      return { ...rest, client: { uuid: client.uuid, name: client.name, email: client.email } };
    },

    /** The certificate of the latest acknowledgement or signature of this version. */
    async certificate(firmId: string, id: string, now: Date) {
      const found = await evidence(firmId, id);
      const given = found.events
        .filter((event) => event.kind === 'acknowledged' || event.kind === 'signed')
        .at(-1);
      if (!given) throw new HttpError(409, 'This document has not been acknowledged or signed yet.');
      const document = found.document;
      const pdf = await renderEvidenceCertificate({
        firm: { name: found.client.firmName, fcaNumber: found.client.fcaNumber },
        client: { name: found.client.name, email: found.client.email },
        document: {
          id: document.uuid,
          title: document.title,
          category: DOCUMENT_CATEGORY_NAMES[document.category],
          version: document.version,
          filename: document.filename,
          size: document.size,
          sha256: document.sha256,
          publishedAt: new Date(document.published_at),
          publishedBy: document.published_by,
        },
        kind: given.kind === 'signed' ? 'signed' : 'acknowledged',
        at: new Date(given.at),
        ip: given.ip,
        userAgent: given.user_agent,
        signedName: given.signed_name,
        sha256AtEvent: given.sha256 ?? '',
        confirmedWith: given.kind === 'signed' ? 'authenticator code' : null,
        events: found.events.map((event) => ({
          kind: event.kind,
          at: new Date(event.at),
          ip: event.ip,
          userAgent: event.user_agent,
          actor: event.actor,
        })),
        generatedAt: now,
      });
      return { filename: `evidence-${document.filename}`, data: pdf };
    },

    async accessLedger(firmId: string, quarter: string): Promise<AccessLedger> {
      const bounds = quarterBounds(quarter);
      const rows = await repo.accessLedger(db, firmId, bounds, {
        from: bounds.fromInstant,
        to: bounds.toInstant,
      });
      const ledger = rows.map((row) => {
        const last = row.last_statement_opened;
        return {
          client: { uuid: row.id, name: `${row.first_name} ${row.surname}`, email: row.email },
          valuation_days: Number(row.valuation_days),
          last_valuation_view: row.last_valuation_view,
          statements_opened: Number(row.statements_opened),
          last_statement_opened: last === null ? null : new Date(last).toISOString(),
          needs_statement: Number(row.valuation_days) === 0 && Number(row.statements_opened) === 0,
        };
      });
      const needing = ledger.filter((row) => row.needs_statement).length;
      return {
        quarter,
        from: bounds.from,
        to: bounds.to,
        rows: ledger,
        totals: { clients: ledger.length, accessed: ledger.length - needing, needs_statement: needing },
      };
    },
  };
}
export type DocumentAdminService = ReturnType<typeof createDocumentAdminService>;

/** The ledger as the CSV a compliance officer files. */
export function accessLedgerCsv(ledger: AccessLedger): string {
  return toCsv(
    [
      'client_id',
      'name',
      'email',
      'valuation_days',
      'last_valuation_view',
      'statements_opened',
      'last_statement_opened',
      'needs_statement',
    ],
    ledger.rows.map((row) => [
      row.client.uuid,
      row.client.name,
      row.client.email,
      row.valuation_days,
      row.last_valuation_view,
      row.statements_opened,
      row.last_statement_opened,
      row.needs_statement ? 'yes' : 'no',
    ]),
  );
}
