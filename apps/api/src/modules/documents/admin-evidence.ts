import type { DocumentEvidence } from '@sextant/contracts/admin-documents';
import { DOCUMENT_CATEGORY_NAMES } from '@sextant/contracts/rules/documents';
import type { Database } from '@/db/client';
import { HttpError } from '@/shared/errors';
import { renderEvidenceCertificate } from '@/shared/pdf/evidence-certificate';
import { fullName, iso, noDocument, toAdminDocument } from './admin-document';
import * as repo from './admin-repository';

type EvidenceEvent = DocumentEvidence['events'][number] & { actor_id: string | null };
type FullEvidence = Omit<DocumentEvidence, 'events'> & {
  client: { firmName: string; fcaNumber: string };
  events: EvidenceEvent[];
};

const OPENINGS = new Set(['opened', 'downloaded']);

/**
 * The timeline as the client's copy shows it: what the firm did (published, notified, withdrew) and what the
 * client did, with the client's own addresses; staff members' own opening of the file, and where staff were
 * when they acted, stay in the firm's copy.
 */
const clientTimeline = (events: EvidenceEvent[], clientId: string) =>
  events
    .filter((event) => event.kind !== 'staff_opened')
    .map((event) => (event.actor_id === clientId ? event : { ...event, ip: null, user_agent: null }));

/** What happened to a document version, with the firm's name and number the certificate shows. */
async function fullEvidence(db: Database, firmId: string, id: string): Promise<FullEvidence> {
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
      actor_id: event.actorId,
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

/**
 * The certificate of the latest acknowledgement or signature of this version: the firm's, or the client's own
 * copy (`forClient`), whose timeline leaves out where staff were (clientTimeline).
 */
async function certificate(db: Database, firmId: string, id: string, now: Date, forClient?: string) {
  const found = await fullEvidence(db, firmId, id);
  const given = found.events
    .filter((event) => event.kind === 'acknowledged' || event.kind === 'signed')
    .at(-1);
  if (!given) throw new HttpError(409, 'This document has not been acknowledged or signed yet.');
  // When the person who gave it first opened this version: the evidence that it was read first.
  const opened = found.events.find((event) => OPENINGS.has(event.kind) && event.actor_id === given.actor_id);
  const events = forClient ? clientTimeline(found.events, forClient) : found.events;
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
    firstOpenedAt: opened ? new Date(opened.at) : null,
    events: events.map((event) => ({
      kind: event.kind,
      at: new Date(event.at),
      ip: event.ip,
      userAgent: event.user_agent,
      actor: event.actor,
    })),
    generatedAt: now,
  });
  return { filename: `evidence-${document.filename}`, data: pdf };
}

/** A document's evidence for the back office, and its certificate once acknowledged or signed. */
export function evidenceFlows(db: Database) {
  return {
    async evidence(firmId: string, id: string): Promise<DocumentEvidence> {
      const { client, events, ...rest } = await fullEvidence(db, firmId, id);
      return {
        ...rest,
        client: { uuid: client.uuid, name: client.name, email: client.email },
        events: events.map(({ actor_id: _, ...event }) => event),
      };
    },
    certificate: (firmId: string, id: string, now: Date, forClient?: string) =>
      certificate(db, firmId, id, now, forClient),
  };
}
