import type { TableQuery } from '@sextant/contracts/admin';
import type { AdminThreadAssigned, AdminThreadSort } from '@sextant/contracts/admin-messages';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { nameOrEmailContains } from '@/db/name-search';
import { messages, messageThreadReads, messageThreads, users } from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { ukToday } from '@/shared/clock';
import { isOrCovers } from '@/shared/cover/repository';
import { activeStaffOf } from '@/shared/people/repository';
import { CLIENT_MESSAGE_EMAILS } from '@/shared/people/tell-repository';
import { lastMessageStart } from './repository';

const clients = alias(users, 'client');
const assignees = alias(users, 'assignee');

/*
 * The subqueries name the thread's columns in full: an unqualified "id" inside them would be the message's.
 */
/** A message from the client after this staff member last opened the thread (or ever, if they never did). */
const unreadFor = (staffId: string) => sql<boolean>`exists (
  select 1 from messages m
  where m.thread_id = "message_threads"."id"
    and m.sender_id = "message_threads"."client_id"
    and m.created_at > coalesce(
      (select r.read_at from message_thread_reads r
       where r.thread_id = "message_threads"."id" and r.user_id = ${staffId}),
      '-infinity'::timestamptz)
)`;
const clientName = sql<string>`lower(${clients.firstName} || ' ' || ${clients.surname})`;

export interface InboxQuery extends TableQuery<AdminThreadSort> {
  assigned: AdminThreadAssigned;
  unread?: 'true' | 'false' | undefined;
}

const SORTS: Record<AdminThreadSort, SQL | typeof messageThreads.lastMessageAt> = {
  last_message_at: messageThreads.lastMessageAt,
  subject: sql`lower(${messageThreads.subject})`,
  client: clientName,
};

const person = (table: typeof clients) => ({
  id: table.id,
  firstName: table.firstName,
  surname: table.surname,
  email: table.email,
});

/** The staff member reading the inbox, in their firm, today. */
type Reader = Pick<Actor, 'userId' | 'firmId' | 'now'>;

/** Assigned to the reader, or to an adviser they cover for today (holiday cover). */
const assignedToReader = (reader: Reader) =>
  isOrCovers(messageThreads.assignedTo, reader.userId, ukToday(reader.now));

/** One page of the firm's threads with their client, assignee, preview and unread flag. */
export async function listFirmThreads(db: Database, reader: Reader, query: InboxQuery) {
  const staffId = reader.userId;
  const filters: Array<SQL | undefined> = [eq(messageThreads.firmId, reader.firmId)];
  if (query.assigned === 'me') filters.push(assignedToReader(reader));
  if (query.assigned === 'unassigned') filters.push(isNull(messageThreads.assignedTo));
  if (query.unread === 'true') filters.push(unreadFor(staffId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(messageThreads.subject, pattern), nameOrEmailContains(clients, query.q)));
  }
  const { limit, offset } = pageWindow(query);
  return db
    .select({
      id: messageThreads.id,
      subject: messageThreads.subject,
      lastMessageAt: messageThreads.lastMessageAt,
      unread: unreadFor(staffId),
      lastMessageStart,
      client: person(clients),
      assigneeId: assignees.id,
      assigneeFirstName: assignees.firstName,
      assigneeSurname: assignees.surname,
      assigneeEmail: assignees.email,
      total: totalRows,
    })
    .from(messageThreads)
    .innerJoin(clients, eq(clients.id, messageThreads.clientId))
    .leftJoin(assignees, eq(assignees.id, messageThreads.assignedTo))
    .where(and(...filters))
    .orderBy(sortedBy(SORTS[query.sort], query.order), asc(messageThreads.id))
    .limit(limit)
    .offset(offset);
}

/**
 * How many of the firm's threads (or of those assigned to the staff member, or to anyone they cover for) have
 * client messages this staff member has not read: the inbox's `unread=true` list, with `assigned=me` or without.
 */
export async function countUnreadFor(db: Database, reader: Reader, assignedToThem = false) {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.firmId, reader.firmId),
        unreadFor(reader.userId),
        assignedToThem ? assignedToReader(reader) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

/** The thread with its client and assignee, when it is the firm's. */
export async function findFirmThread(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({
      id: messageThreads.id,
      subject: messageThreads.subject,
      createdAt: messageThreads.createdAt,
      client: person(clients),
      assigneeId: assignees.id,
      assigneeFirstName: assignees.firstName,
      assigneeSurname: assignees.surname,
      assigneeEmail: assignees.email,
    })
    .from(messageThreads)
    .innerJoin(clients, eq(clients.id, messageThreads.clientId))
    .leftJoin(assignees, eq(assignees.id, messageThreads.assignedTo))
    .where(and(eq(messageThreads.id, id), eq(messageThreads.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

/** The staff member has read the thread up to now (what is unread is per person: message_thread_reads). */
export async function markThreadReadBy(db: Database, threadId: string, staffId: string, now: Date) {
  await db
    .insert(messageThreadReads)
    .values({ threadId, userId: staffId, readAt: now })
    .onConflictDoUpdate({
      target: [messageThreadReads.threadId, messageThreadReads.userId],
      set: { readAt: sql`greatest(${messageThreadReads.readAt}, excluded.read_at)` },
    });
}

/**
 * Adds a staff member's reply to one of the firm's threads and moves its last activity, together;
 * answers null (and writes nothing) when the thread is not the firm's. The client's read mark stays,
 * so the reply counts as unread for the client.
 */
export async function addStaffReply(
  db: Database,
  firmId: string,
  threadId: string,
  staffId: string,
  body: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .update(messageThreads)
      .set({ lastMessageAt: now })
      .where(and(eq(messageThreads.id, threadId), eq(messageThreads.firmId, firmId)))
      .returning({ id: messageThreads.id });
    if (!thread) return null;
    const [message] = await tx
      .insert(messages)
      .values({ threadId, senderId: staffId, body, createdAt: now })
      .returning();
    return message!;
  });
}

export async function setAssignee(db: Database, firmId: string, threadId: string, staffId: string | null) {
  const [row] = await db
    .update(messageThreads)
    .set({ assignedTo: staffId })
    .where(and(eq(messageThreads.id, threadId), eq(messageThreads.firmId, firmId)))
    .returning({ id: messageThreads.id });
  return row ?? null;
}

/** The firm's active staff (advisers and admins), by name; or the one with the id. */
export async function firmStaff(db: Database, firmId: string, id?: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(and(activeStaffOf(users, firmId), id ? eq(users.id, id) : undefined))
    .orderBy(asc(users.firstName), asc(users.surname), asc(users.id));
}

/** Someone's name and email (a staff member writing a reply). */
export async function findPerson(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether the staff member is emailed when a client writes to them. */
export async function staffWantsMessageEmails(db: Database, staffId: string) {
  const [row] = await db
    .select({ optOut: users.emailOptOut })
    .from(users)
    .where(eq(users.id, staffId))
    .limit(1);
  return !row?.optOut.includes(CLIENT_MESSAGE_EMAILS);
}

export async function setStaffMessageEmails(db: Database, staffId: string, on: boolean) {
  const without = sql`array_remove(${users.emailOptOut}, ${CLIENT_MESSAGE_EMAILS})`;
  await db
    .update(users)
    .set({ emailOptOut: on ? without : sql`array_append(${without}, ${CLIENT_MESSAGE_EMAILS})` })
    .where(eq(users.id, staffId));
}

/** Whether the client still uses the portal and kept the emails that say a reply is waiting. */
export async function wantsMessageEmails(db: Database, clientId: string) {
  const [row] = await db
    .select({ optOut: clients.emailOptOut, active: clients.active })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return Boolean(row?.active && !row.optOut.includes('messages'));
}
