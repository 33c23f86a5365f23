import type { TableQuery } from '@sextant/contracts/admin';
import type { AmendmentStatus } from '@sextant/contracts/admin-clients';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { nameOrEmailContains, surnameFirst } from '@/db/name-search';
import { clientAmendments, invites, loginAttempts, policies, sessions, users } from '@/db/schema/index';
import { pageWindow, sortedBy, totalRows } from '@/db/table';
import { ukToday } from '@/shared/clock';
import { clientOfFirm } from '@/shared/people/repository';
import { advisedBy } from '@/shared/work/waiting-repository';
import { statusOf, type Viewer } from './admin-list-repository';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<typeof users.$inferInsert>;

/*
 * The subqueries name the user's columns in full: in a select from one table Drizzle leaves columns
 * unqualified, and an unqualified "id" inside them would be the subquery's own table's.
 */
/** The firm's client with the account's state, or null (unknown, another firm's, or not a client). */
export async function findClientOfFirm(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({
      user: users,
      status: statusOf,
      locked: sql<boolean>`exists (select 1 from ${loginAttempts} where ${loginAttempts.email} = "users"."email" and ${loginAttempts.lockedAt} is not null)`,
      lastSignIn: sql<
        Date | string | null
      >`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = "users"."id" and ${sessions.mfaVerified})`,
      inviteSentAt: sql<
        Date | string | null
      >`(select max(${invites.createdAt}) from ${invites} where ${invites.userId} = "users"."id")`,
      policyCount: sql<number>`(select count(*)::int from ${policies} where ${policies.clientId} = "users"."id")`,
      pendingId: sql<
        string | null
      >`(select ${clientAmendments.id} from ${clientAmendments} where ${clientAmendments.clientId} = "users"."id" and ${clientAmendments.status} = 'pending' limit 1)`,
    })
    .from(users)
    .where(clientOfFirm(firmId, id))
    .limit(1);
  return row ?? null;
}
export type ClientOfFirm = NonNullable<Awaited<ReturnType<typeof findClientOfFirm>>>;

export async function updateClient(
  db: Database,
  firmId: string,
  id: string,
  changes: UserChanges,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(changes)
    .where(clientOfFirm(firmId, id))
    .returning({ id: users.id });
  return rows.length === 1;
}

// Amendments

const decider = alias(users, 'decider');

const amendmentColumns = {
  id: clientAmendments.id,
  status: clientAmendments.status,
  changedFields: clientAmendments.changedFields,
  createdAt: clientAmendments.createdAt,
  decidedAt: clientAmendments.decidedAt,
  deciderFirstName: decider.firstName,
  deciderSurname: decider.surname,
  client: users,
};

/** The firm's change requests a list shows: My work counts the pending ones with the same conditions. */
export const amendmentsWhere = (
  viewer: Viewer,
  filters: { status: AmendmentStatus; adviser?: 'me' | undefined; q?: string | undefined },
) =>
  and(
    eq(users.firmId, viewer.firmId),
    eq(clientAmendments.status, filters.status),
    filters.adviser === 'me' ? advisedBy(viewer.userId, ukToday(viewer.now)) : undefined,
    nameOrEmailContains(users, filters.q),
  );

export async function listAmendments(
  db: Database,
  viewer: Viewer,
  query: TableQuery<'created_at' | 'name' | 'email'> & {
    status: AmendmentStatus;
    adviser?: 'me' | undefined;
  },
) {
  const sortColumn = {
    created_at: clientAmendments.createdAt,
    name: surnameFirst(users),
    email: users.email,
  }[query.sort];
  return db
    .select({ ...amendmentColumns, total: totalRows })
    .from(clientAmendments)
    .innerJoin(users, eq(users.id, clientAmendments.clientId))
    .leftJoin(decider, eq(decider.id, clientAmendments.decidedBy))
    .where(amendmentsWhere(viewer, query))
    .orderBy(sortedBy(sortColumn, query.order), sortedBy(clientAmendments.id, query.order))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}

export async function findAmendment(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select(amendmentColumns)
    .from(clientAmendments)
    .innerJoin(users, eq(users.id, clientAmendments.clientId))
    .leftJoin(decider, eq(decider.id, clientAmendments.decidedBy))
    .where(and(eq(clientAmendments.id, id), eq(users.firmId, firmId)))
    .limit(1);
  return row ?? null;
}
export type AmendmentRow = NonNullable<Awaited<ReturnType<typeof findAmendment>>>;

/** The firm's amendment, locked until the transaction ends, so two staff cannot decide it both. */
export async function lockAmendment(tx: Database, firmId: string, id: string) {
  const [row] = await tx
    .select({
      id: clientAmendments.id,
      clientId: clientAmendments.clientId,
      status: clientAmendments.status,
      changedFields: clientAmendments.changedFields,
    })
    .from(clientAmendments)
    .innerJoin(users, eq(users.id, clientAmendments.clientId))
    .where(and(eq(clientAmendments.id, id), eq(users.firmId, firmId)))
    .for('update', { of: clientAmendments })
    .limit(1);
  return row ?? null;
}

export async function decideAmendment(
  tx: Database,
  id: string,
  status: 'approved' | 'rejected',
  decidedBy: string,
  now: Date,
) {
  await tx
    .update(clientAmendments)
    .set({ status, decidedBy, decidedAt: now })
    .where(eq(clientAmendments.id, id));
}

/** How many change requests a list with these filters shows. */
export async function countAmendments(
  db: Database,
  viewer: Viewer,
  filters: Parameters<typeof amendmentsWhere>[1],
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(clientAmendments)
    .innerJoin(users, eq(users.id, clientAmendments.clientId))
    .where(amendmentsWhere(viewer, filters));
  return Number(row?.count ?? 0);
}
