import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clientWatchers, users } from '@/db/schema/index';

/** The staff watching a client who still work at the firm, by name. */
export async function watchersOf(db: Database, clientId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(clientWatchers)
    .innerJoin(users, eq(users.id, clientWatchers.staffId))
    .where(and(eq(clientWatchers.clientId, clientId), eq(users.active, true), sql`${users.role} <> 'client'`))
    .orderBy(asc(users.surname), asc(users.firstName));
}

export async function setWatching(db: Database, clientId: string, staffId: string, watching: boolean) {
  if (watching) {
    await db.insert(clientWatchers).values({ clientId, staffId }).onConflictDoNothing();
  } else {
    await db
      .delete(clientWatchers)
      .where(and(eq(clientWatchers.clientId, clientId), eq(clientWatchers.staffId, staffId)));
  }
}
