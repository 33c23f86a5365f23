import type { TableQuery } from '@sextant/contracts/admin';
import { and, asc, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { auditEvents, users } from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';

export interface AuditFilter extends TableQuery<'created_at'> {
  /** Exact, or a prefix when it ends with a dot. */
  action?: string | undefined;
  actorId?: string | undefined;
  subject?: string | undefined;
  /** Inclusive. */
  fromAt?: Date | undefined;
  /** Exclusive. */
  beforeAt?: Date | undefined;
}

/** A LIKE pattern matching text that starts with the prefix, its % and _ taken literally. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of the firm's audit events, newest first, with the actor. Events of no firm (sign-in attempts
 * naming an unknown email) are nobody's and never listed.
 */
export async function listFirmEvents(db: Database, firmId: string, filter: AuditFilter) {
  const where: Array<SQL | undefined> = [eq(auditEvents.firmId, firmId)];
  if (filter.action) {
    where.push(
      filter.action.endsWith('.')
        ? like(auditEvents.action, prefixPattern(filter.action))
        : eq(auditEvents.action, filter.action),
    );
  }
  if (filter.actorId) where.push(eq(auditEvents.actorId, filter.actorId));
  if (filter.subject) where.push(ilike(auditEvents.subject, containsPattern(filter.subject)));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(
      or(
        ilike(auditEvents.subject, pattern),
        ilike(users.email, pattern),
        ilike(auditEvents.action, pattern),
      ),
    );
  }
  if (filter.fromAt) where.push(gte(auditEvents.createdAt, filter.fromAt));
  if (filter.beforeAt) where.push(lt(auditEvents.createdAt, filter.beforeAt));
  const { limit, offset } = pageWindow(filter);
  return db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      action: auditEvents.action,
      subject: auditEvents.subject,
      ip: auditEvents.ip,
      deviceId: auditEvents.deviceId,
      details: auditEvents.details,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorSurname: users.surname,
      actorEmail: users.email,
      actorRole: users.role,
      total: totalRows,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...where))
    .orderBy(
      sortedBy(auditEvents.createdAt, filter.order),
      filter.order === 'asc' ? asc(auditEvents.id) : desc(auditEvents.id),
    )
    .limit(limit)
    .offset(offset);
}

/** The actions the firm's log holds, in order. */
export async function firmActions(db: Database, firmId: string) {
  const rows = await db
    .selectDistinct({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.firmId, firmId))
    .orderBy(asc(auditEvents.action));
  return rows.map((row) => row.action);
}
