import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clientAccessDays, clientDocuments, documentEvents, policies, users } from '@/db/schema/index';

type EventKind = (typeof documentEvents.$inferInsert)['kind'];

/** The first time the client opened or downloaded the document. */
const openedAt = sql<Date | null>`(select min(e.created_at) from ${documentEvents} e
  where e.document_id = ${clientDocuments.id} and e.kind in ('opened', 'downloaded'))`;
/** When this version was acknowledged or signed. */
const completedAt = sql<Date | null>`(select max(e.created_at) from ${documentEvents} e
  where e.document_id = ${clientDocuments.id} and e.kind in ('acknowledged', 'signed'))`;

/** What the client sees: their own, not withdrawn, latest version. */
const visibleTo = (clientId: string) =>
  and(
    eq(clientDocuments.clientId, clientId),
    isNull(clientDocuments.withdrawnAt),
    isNull(clientDocuments.supersededAt),
  );

const clientColumns = {
  id: clientDocuments.id,
  title: clientDocuments.title,
  category: clientDocuments.category,
  version: clientDocuments.version,
  requires: clientDocuments.requires,
  filename: clientDocuments.filename,
  size: clientDocuments.size,
  sha256: clientDocuments.sha256,
  publishedAt: clientDocuments.publishedAt,
  reviewId: clientDocuments.reviewId,
  policyId: policies.id,
  policyReference: policies.reference,
  policyProductType: policies.productType,
  openedAt: openedAt.mapWith((value) => (value === null ? null : new Date(value))),
  completedAt: completedAt.mapWith((value) => (value === null ? null : new Date(value))),
};

export interface DocumentFilter {
  category?: (typeof clientDocuments.$inferSelect)['category'] | undefined;
  year?: number | undefined;
  status?: 'unread' | 'action' | undefined;
}

const unread = sql`${openedAt} is null`;
const actionDue = and(ne(clientDocuments.requires, 'none'), sql`${completedAt} is null`);

function filtered(clientId: string, filter: DocumentFilter): SQL | undefined {
  return and(
    visibleTo(clientId),
    filter.category ? eq(clientDocuments.category, filter.category) : undefined,
    filter.year
      ? sql`extract(year from ${clientDocuments.publishedAt} at time zone 'Europe/London') = ${filter.year}`
      : undefined,
    filter.status === 'unread' ? unread : filter.status === 'action' ? actionDue : undefined,
  );
}

/** One page of the client's documents, newest first. */
export async function listClientDocuments(
  db: Database,
  clientId: string,
  filter: DocumentFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(clientColumns)
    .from(clientDocuments)
    .leftJoin(policies, eq(policies.id, clientDocuments.policyId))
    .where(filtered(clientId, filter))
    .orderBy(desc(clientDocuments.publishedAt), desc(clientDocuments.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many documents match, how many are unread and to do in all, and the years that have any. */
export async function documentTotals(db: Database, clientId: string, filter: DocumentFilter) {
  const [row] = await db
    .select({
      matching: sql<number>`(count(*) filter (where ${filtered(clientId, filter)}))::int`,
      unread: sql<number>`(count(*) filter (where ${unread}))::int`,
      action: sql<number>`(count(*) filter (where ${actionDue}))::int`,
      years: sql<
        number[]
      >`coalesce(array_agg(distinct extract(year from ${clientDocuments.publishedAt} at time zone 'Europe/London')::int), '{}')`,
    })
    .from(clientDocuments)
    .where(visibleTo(clientId));
  return {
    matching: Number(row?.matching ?? 0),
    unread: Number(row?.unread ?? 0),
    action: Number(row?.action ?? 0),
    years: (row?.years ?? []).map(Number).sort((a, b) => b - a),
  };
}

export async function findClientDocument(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select(clientColumns)
    .from(clientDocuments)
    .leftJoin(policies, eq(policies.id, clientDocuments.policyId))
    .where(and(eq(clientDocuments.id, id), visibleTo(clientId)))
    .limit(1);
  return row ?? null;
}

/** The client's document with its bytes. */
export async function findClientDocumentFile(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select({
      id: clientDocuments.id,
      firmId: clientDocuments.firmId,
      filename: clientDocuments.filename,
      data: clientDocuments.data,
      category: clientDocuments.category,
    })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.id, id), visibleTo(clientId)))
    .limit(1);
  return row ?? null;
}

export interface NewDocumentEvent {
  documentId: string;
  kind: EventKind;
  actorId: string | null;
  ip?: string | null;
  userAgent?: string | null;
  sha256?: string | null;
  signedName?: string | null;
  at: Date;
}

export async function recordDocumentEvent(db: Database, event: NewDocumentEvent) {
  await db.insert(documentEvents).values({
    documentId: event.documentId,
    kind: event.kind,
    actorId: event.actorId,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    sha256: event.sha256 ?? null,
    signedName: event.signedName ?? null,
    createdAt: event.at,
  });
}

/** Takes the document's row lock, so two acknowledgements of one version cannot both be recorded. */
export async function lockDocument(db: Database, id: string) {
  await db.execute(sql`select id from ${clientDocuments} where id = ${id} for update`);
}

/** The names and second factor of the client who signs. */
export async function signerOf(db: Database, clientId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(users)
    .where(eq(users.id, clientId))
    .limit(1);
  return row ?? null;
}

/** Notes that the client looked at their valuations today; a second call the same day writes nothing. */
export async function recordAccessDay(db: Database, clientId: string, firmId: string, day: string) {
  await db.insert(clientAccessDays).values({ clientId, firmId, day }).onConflictDoNothing();
}
