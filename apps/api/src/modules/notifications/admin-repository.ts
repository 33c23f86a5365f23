import type { AdminNotificationQuery } from '@sextant/contracts/admin-notifications';
import { aliasedTable, and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { nameOrEmailContains } from '@/db/name-search';
import { auditEvents, users } from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';

/** The audit action of a notification staff sent; the history is read back from these rows. */
export const SEND_ACTION = 'admin.notification.send';

/** Up to `limit` active clients of the firm whose name or email contains the text, by surname. */
export async function searchActiveClients(
  db: Database,
  firmId: string,
  q: string | undefined,
  limit: number,
) {
  const conditions: SQL[] = [eq(users.firmId, firmId), eq(users.role, 'client'), eq(users.active, true)];
  if (q) conditions.push(nameOrEmailContains(users, q)!);
  return db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.surname})`), asc(sql`lower(${users.firstName})`), asc(users.email))
    .limit(limit);
}

const actor = aliasedTable(users, 'actor');

function sentFilter(firmId: string, q: string | undefined) {
  return and(
    eq(auditEvents.firmId, firmId),
    eq(auditEvents.action, SEND_ACTION),
    q ? ilike(sql`${auditEvents.details} ->> 'title'`, containsPattern(q)) : undefined,
  );
}

/** A page of the notifications the firm's staff sent, through the (firm, created_at desc) index. */
export async function listSent(db: Database, firmId: string, query: AdminNotificationQuery) {
  const { limit, offset } = pageWindow(query);
  return db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      details: auditEvents.details,
      actorFirstName: actor.firstName,
      actorSurname: actor.surname,
      total: totalRows,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(sentFilter(firmId, query.q))
    .orderBy(sortedBy(auditEvents.createdAt, query.order), sortedBy(auditEvents.id, query.order))
    .limit(limit)
    .offset(offset);
}

export async function countSent(db: Database, firmId: string, q: string | undefined) {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(sentFilter(firmId, q));
  return row?.n ?? 0;
}
