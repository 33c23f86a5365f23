import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/queries';
import { clientDocuments, documentEvents, notifications, policies, reviews, users } from '@/db/schema/index';
import { subjectLink } from '@/shared/notify/repository';

export type NewClientDocument = typeof clientDocuments.$inferInsert;

/** The firm's client (404 for anyone else): one query for every module, in shared/people. */
export { findFirmClient } from '@/shared/people/repository';

export async function isClientPolicy(db: Database, clientId: string, policyId: string) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.clientId, clientId)))
    .limit(1);
  return Boolean(row);
}

export async function isOpenClientReview(db: Database, clientId: string, reviewId: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.clientId, clientId), isNull(reviews.outcome)))
    .limit(1);
  return Boolean(row);
}

/** The current version a correction replaces, locked so two corrections cannot both become version n+1. */
export async function lockCurrentVersion(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select({
      id: clientDocuments.id,
      seriesId: clientDocuments.seriesId,
      version: clientDocuments.version,
      reviewId: clientDocuments.reviewId,
    })
    .from(clientDocuments)
    .where(
      and(
        eq(clientDocuments.id, id),
        eq(clientDocuments.clientId, clientId),
        isNull(clientDocuments.supersededAt),
        isNull(clientDocuments.withdrawnAt),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function supersede(db: Database, id: string, at: Date) {
  await db.update(clientDocuments).set({ supersededAt: at }).where(eq(clientDocuments.id, id));
}

export async function pointNotificationsAt(db: Database, clientId: string, from: string, to: string) {
  await db
    .update(notifications)
    .set({ subjectId: to, link: subjectLink({ kind: 'document', id: to }) })
    .where(
      and(
        eq(notifications.userId, clientId),
        eq(notifications.subjectKind, 'document'),
        eq(notifications.subjectId, from),
      ),
    );
}

export async function insertDocument(db: Database, values: NewClientDocument) {
  const [row] = await db.insert(clientDocuments).values(values).returning({ id: clientDocuments.id });
  return row!.id;
}

const publisher = alias(users, 'publisher');
const milestone = (kinds: string, pick: 'min' | 'max' = 'min') =>
  sql<string | null>`(select ${sql.raw(pick)}(e.created_at) from ${documentEvents} e
    where e.document_id = ${clientDocuments.id} and e.kind in (${sql.raw(kinds)}))`.mapWith((value) =>
    value === null ? null : new Date(value),
  );

const adminColumns = {
  id: clientDocuments.id,
  clientId: clientDocuments.clientId,
  seriesId: clientDocuments.seriesId,
  version: clientDocuments.version,
  title: clientDocuments.title,
  category: clientDocuments.category,
  requires: clientDocuments.requires,
  policyId: policies.id,
  policyReference: policies.reference,
  reviewId: clientDocuments.reviewId,
  filename: clientDocuments.filename,
  size: clientDocuments.size,
  sha256: clientDocuments.sha256,
  publishedAt: clientDocuments.publishedAt,
  publisherFirstName: publisher.firstName,
  publisherSurname: publisher.surname,
  supersededAt: clientDocuments.supersededAt,
  withdrawnAt: clientDocuments.withdrawnAt,
  firstOpenedAt: milestone(`'opened', 'downloaded'`),
  completedAt: milestone(`'acknowledged', 'signed'`, 'max'),
};
export type AdminDocumentRow = Awaited<ReturnType<typeof listClientDocuments>>[number];

const adminDocuments = (db: Database) =>
  db
    .select(adminColumns)
    .from(clientDocuments)
    .leftJoin(policies, eq(policies.id, clientDocuments.policyId))
    .leftJoin(publisher, eq(publisher.id, clientDocuments.publishedBy));

/** Every document of the client, newest first, versions of one document together. */
export async function listClientDocuments(db: Database, firmId: string, clientId: string) {
  return adminDocuments(db)
    .where(and(eq(clientDocuments.firmId, firmId), eq(clientDocuments.clientId, clientId)))
    .orderBy(desc(clientDocuments.publishedAt), desc(clientDocuments.version));
}

export async function findFirmDocument(db: Database, firmId: string, id: string) {
  const [row] = await adminDocuments(db)
    .where(and(eq(clientDocuments.firmId, firmId), eq(clientDocuments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findFirmDocumentFile(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({ id: clientDocuments.id, filename: clientDocuments.filename, data: clientDocuments.data })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.firmId, firmId), eq(clientDocuments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function withdraw(db: Database, id: string, by: string, at: Date) {
  const rows = await db
    .update(clientDocuments)
    .set({ withdrawnAt: at, withdrawnBy: by })
    .where(and(eq(clientDocuments.id, id), isNull(clientDocuments.withdrawnAt)))
    .returning({ id: clientDocuments.id });
  return rows.length === 1;
}

/** The document's events in order, with who acted. */
export async function eventsOf(db: Database, documentId: string) {
  return db
    .select({
      kind: documentEvents.kind,
      at: documentEvents.createdAt,
      ip: documentEvents.ip,
      userAgent: documentEvents.userAgent,
      sha256: documentEvents.sha256,
      signedName: documentEvents.signedName,
      actorId: documentEvents.actorId,
      actorFirstName: users.firstName,
      actorSurname: users.surname,
    })
    .from(documentEvents)
    .leftJoin(users, eq(users.id, documentEvents.actorId))
    .where(eq(documentEvents.documentId, documentId))
    .orderBy(asc(documentEvents.createdAt), asc(documentEvents.id));
}

interface LedgerRow {
  id: string;
  first_name: string;
  surname: string;
  email: string;
  valuation_days: number;
  last_valuation_view: string | null;
  statements_opened: number;
  last_statement_opened: string | Date | null;
}

/**
 * Per client of the firm, the days in [from, to] they looked at their valuations and the statements they
 * opened or downloaded between the two instants (the quarter in UK time).
 */
export async function accessLedger(
  db: Database,
  firmId: string,
  days: { from: string; to: string },
  instants: { from: Date; to: Date },
) {
  const result = await db.execute(sql`
    select u.id, u.first_name, u.surname, u.email,
      coalesce(a.days, 0)::int as valuation_days, a.last_day::text as last_valuation_view,
      coalesce(s.opened, 0)::int as statements_opened, s.last_opened as last_statement_opened
    from users u
    left join lateral (
      select count(*) as days, max(day) as last_day from client_access_days
      where client_id = u.id and day between ${days.from}::date and ${days.to}::date
    ) a on true
    left join lateral (
      select count(*) as opened, max(e.created_at) as last_opened
      from document_events e join client_documents d on d.id = e.document_id
      where d.client_id = u.id and d.category = 'valuation_statement' and e.actor_id = u.id
        and e.kind in ('opened', 'downloaded')
        and e.created_at >= ${instants.from.toISOString()}::timestamptz
        and e.created_at < ${instants.to.toISOString()}::timestamptz
    ) s on true
    where u.firm_id = ${firmId} and u.role = 'client' and u.active
    order by u.surname, u.first_name, u.id`);
  return rowsOf<LedgerRow>(result);
}
