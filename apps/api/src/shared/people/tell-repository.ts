import { and, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { clientWatchers, users } from '@/db/schema/index';
import { standingIn } from '@/shared/cover/repository';
import { activeStaffOf } from '@/shared/people/repository';

/**
 * The optional email a staff member turns off to stop hearing that a client wrote (a message, or the answer
 * to a review check-in): "Email me when a client writes" in Messages.
 */
export const CLIENT_MESSAGE_EMAILS = 'client_messages';

interface ClientOf {
  clientId: string;
  firmId: string;
}

/** The staff member (their `email_opt_out`) has not turned the client-wrote emails off. */
export const wantsClientEmails = (optOut: AnyPgColumn) =>
  sql`not (${CLIENT_MESSAGE_EMAILS} = any(${optOut}))`;

const watchers = alias(users, 'watcher');

/**
 * The staff watching the client (besides whoever is in charge) to email that the client wrote: those who work
 * at the firm and have not turned these emails off.
 */
export function watchersToTell(db: Database, { clientId, firmId }: ClientOf) {
  return db
    .select({ email: watchers.email, firstName: watchers.firstName })
    .from(clientWatchers)
    .innerJoin(watchers, eq(watchers.id, clientWatchers.staffId))
    .where(
      and(
        eq(clientWatchers.clientId, clientId),
        activeStaffOf(watchers, firmId),
        wantsClientEmails(watchers.emailOptOut),
      ),
    );
}

const client = alias(users, 'client');
const adviser = alias(users, 'adviser');

/** The client's adviser, or whoever covers for them today (holiday cover), to email; null when nobody is. */
export async function adviserToTell(db: Database, { clientId, firmId }: ClientOf, today: string) {
  const [row] = await db
    .select({ email: adviser.email, firstName: adviser.firstName })
    .from(client)
    .innerJoin(adviser, eq(adviser.id, standingIn(client.adviserId, today)))
    .where(
      and(eq(client.id, clientId), activeStaffOf(adviser, firmId), wantsClientEmails(adviser.emailOptOut)),
    )
    .limit(1);
  return row ?? null;
}
