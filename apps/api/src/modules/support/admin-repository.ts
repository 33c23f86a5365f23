import type { TableQuery } from '@sextant/contracts/admin';
import type { SupportRequestStatus, SupportSort } from '@sextant/contracts/admin-support';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { supportReasons, supportRequests, users } from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';

const resolver = alias(users, 'resolver');
const requester = alias(users, 'requester');

const requestColumns = {
  id: supportRequests.id,
  name: supportRequests.name,
  email: supportRequests.email,
  reason: supportRequests.reason,
  createdAt: supportRequests.createdAt,
  resolvedAt: supportRequests.resolvedAt,
  resolverFirstName: resolver.firstName,
  resolverSurname: resolver.surname,
  clientId: requester.id,
};

const baseRequests = (db: Database) =>
  db
    .select({ ...requestColumns, total: totalRows })
    .from(supportRequests)
    .leftJoin(resolver, eq(resolver.id, supportRequests.resolvedBy))
    .leftJoin(requester, and(eq(requester.id, supportRequests.userId), eq(requester.role, 'client')));

export async function listSupportRequests(
  db: Database,
  firmId: string,
  query: TableQuery<SupportSort> & { status: SupportRequestStatus },
) {
  const sortColumn = {
    created_at: supportRequests.createdAt,
    name: sql`lower(${supportRequests.name})`,
    email: supportRequests.email,
    reason: supportRequests.reason,
  }[query.sort];
  const pattern = query.q ? containsPattern(query.q) : null;
  return baseRequests(db)
    .where(
      and(
        eq(supportRequests.firmId, firmId),
        query.status === 'open' ? isNull(supportRequests.resolvedAt) : isNotNull(supportRequests.resolvedAt),
        pattern
          ? or(sql`${supportRequests.name} ilike ${pattern}`, sql`${supportRequests.email} ilike ${pattern}`)
          : undefined,
      ),
    )
    .orderBy(sortedBy(sortColumn, query.order), sortedBy(supportRequests.id, query.order))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}

export async function findSupportRequest(db: Database, firmId: string, id: string) {
  const [row] = await baseRequests(db)
    .where(and(eq(supportRequests.id, id), eq(supportRequests.firmId, firmId)))
    .limit(1);
  return row ?? null;
}
export type SupportRequestRow = NonNullable<Awaited<ReturnType<typeof findSupportRequest>>>;

/** Marks an open request resolved; false when it was not open (already resolved, or not the firm's). */
export async function resolveSupportRequest(
  db: Database,
  firmId: string,
  id: string,
  resolvedBy: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(supportRequests)
    .set({ resolvedAt: now, resolvedBy })
    .where(
      and(eq(supportRequests.id, id), eq(supportRequests.firmId, firmId), isNull(supportRequests.resolvedAt)),
    )
    .returning({ id: supportRequests.id });
  return rows.length === 1;
}

const reasonColumns = {
  id: supportReasons.id,
  firmId: supportReasons.firmId,
  label: supportReasons.label,
  position: supportReasons.position,
  active: supportReasons.active,
};

/** The shared reasons, then the firm's own, each in their order. */
export async function listReasons(db: Database, firmId: string) {
  return db
    .select(reasonColumns)
    .from(supportReasons)
    .where(or(isNull(supportReasons.firmId), eq(supportReasons.firmId, firmId)))
    .orderBy(sql`${supportReasons.firmId} is not null`, asc(supportReasons.position), asc(supportReasons.id));
}
export type ReasonRow = Awaited<ReturnType<typeof listReasons>>[number];

/** A reason the firm may see: a shared one or its own. */
export async function findReason(db: Database, firmId: string, id: number) {
  const [row] = await db
    .select(reasonColumns)
    .from(supportReasons)
    .where(
      and(eq(supportReasons.id, id), or(isNull(supportReasons.firmId), eq(supportReasons.firmId, firmId))),
    )
    .limit(1);
  return row ?? null;
}

export async function insertReason(db: Database, firmId: string, label: string) {
  const [row] = await db
    .insert(supportReasons)
    .values({
      firmId,
      label,
      position: sql`(select coalesce(max(${supportReasons.position}), -1) + 1 from ${supportReasons} where ${supportReasons.firmId} = ${firmId})`,
    })
    .returning(reasonColumns);
  return row!;
}

export async function updateReason(
  db: Database,
  firmId: string,
  id: number,
  changes: { label?: string; position?: number; active?: boolean },
) {
  const [row] = await db
    .update(supportReasons)
    .set(changes)
    .where(and(eq(supportReasons.id, id), eq(supportReasons.firmId, firmId)))
    .returning(reasonColumns);
  return row ?? null;
}
