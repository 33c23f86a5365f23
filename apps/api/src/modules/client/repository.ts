import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clientAmendments, users } from '@/db/schema/index';

export async function findClientProfile(db: Database, clientId: string) {
  const [row] = await db
    .select({ user: users, pendingId: clientAmendments.id })
    .from(users)
    .leftJoin(
      clientAmendments,
      and(eq(clientAmendments.clientId, users.id), eq(clientAmendments.status, 'pending')),
    )
    .where(and(eq(users.id, clientId), eq(users.role, 'client')))
    .limit(1);
  return row ? { ...row.user, pendingAmendment: row.pendingId !== null } : null;
}

/**
 * The client's stored profile and pending amendment, with the client's row locked until the
 * transaction ends, so two changes sent together merge one after the other.
 */
export async function lockProfileForAmendment(tx: Database, clientId: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, 'client')))
    .for('update')
    .limit(1);
  if (!user) return null;
  const [pending] = await tx
    .select({ id: clientAmendments.id, changedFields: clientAmendments.changedFields })
    .from(clientAmendments)
    .where(and(eq(clientAmendments.clientId, clientId), eq(clientAmendments.status, 'pending')))
    .limit(1);
  return { user, pending: pending ?? null };
}

/** Writes the pending amendment: replaces the fields of the pending row, or adds one. */
export async function savePendingAmendment(
  tx: Database,
  clientId: string,
  pendingId: string | null,
  changedFields: Record<string, unknown>,
  now: Date,
) {
  if (pendingId) {
    await tx.update(clientAmendments).set({ changedFields }).where(eq(clientAmendments.id, pendingId));
  } else {
    await tx.insert(clientAmendments).values({ clientId, changedFields, status: 'pending', createdAt: now });
  }
}
