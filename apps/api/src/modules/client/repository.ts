import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientAmendments, users } from '../../db/schema/index';

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
