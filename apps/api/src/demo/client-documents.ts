import { randomUUID } from 'node:crypto';
import type { Database } from '@/db/client';
import { clientDocuments, documentEvents } from '@/db/schema/index';
import { renderSimpleDocument } from '@/shared/pdf/simple-document';
import { sha256Hex } from '@/shared/sha256';

type Category = (typeof clientDocuments.$inferInsert)['category'];
type Requires = (typeof clientDocuments.$inferInsert)['requires'];

/** A demo document: what its PDF says, and how far the client has got with it. */
export interface DemoDocument {
  category: Category;
  title: string;
  at: Date;
  requires?: Requires;
  reviewId?: string;
  paragraphs: string[];
  table?: { head: string[]; rows: string[][] };
  opened?: boolean;
  acknowledged?: boolean;
}

interface Publishing {
  firmId: string;
  firmName: string;
  adviserId: string;
  client: { id: string; name: string };
}

export type Publish = (document: DemoDocument) => Promise<string>;

const CLIENT_IP = '81.2.69.160';
const CLIENT_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/**
 * Publishes a client's documents as their adviser: each a real PDF, first of its series, with the trail of
 * events its state implies. Answers its id.
 */
export function documentPublisher(db: Database, publishing: Publishing): Publish {
  const { firmId, firmName, adviserId, client } = publishing;
  return async (document) => {
    const data = await renderSimpleDocument({
      title: document.title,
      firmName,
      clientName: client.name,
      date: document.at,
      paragraphs: document.paragraphs,
      ...(document.table ? { table: document.table } : {}),
    });
    const id = randomUUID();
    const sha256 = sha256Hex(data);
    await db.insert(clientDocuments).values({
      id,
      firmId,
      clientId: client.id,
      seriesId: id,
      category: document.category,
      title: document.title,
      filename: `${document.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`,
      requires: document.requires ?? 'none',
      size: data.length,
      sha256,
      data,
      reviewId: document.reviewId ?? null,
      publishedBy: adviserId,
      publishedAt: document.at,
    });
    await db
      .insert(documentEvents)
      .values(eventsOf(document, { id, sha256, adviserId, clientId: client.id }));
    return id;
  };
}

/** Published and notified at once; opened 20 hours later, and acknowledged an hour after that, if it was. */
function eventsOf(
  document: DemoDocument,
  { id, sha256, adviserId, clientId }: { id: string; sha256: string; adviserId: string; clientId: string },
) {
  const later = (hours: number) => new Date(document.at.getTime() + hours * 3_600_000);
  const events: (typeof documentEvents.$inferInsert)[] = [
    { documentId: id, kind: 'published', actorId: adviserId, ip: '10.0.0.12', createdAt: document.at },
    { documentId: id, kind: 'notified', createdAt: document.at },
  ];
  const byClient = { documentId: id, actorId: clientId, ip: CLIENT_IP, userAgent: CLIENT_BROWSER };
  if (document.opened || document.acknowledged) {
    events.push({ ...byClient, kind: 'opened', createdAt: later(20) });
  }
  if (document.acknowledged) {
    events.push({ ...byClient, kind: 'acknowledged', sha256, createdAt: later(21) });
  }
  return events;
}
