import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { messages, messageThreads, users } from '@/db/schema/index';
import { ukToday } from '@/shared/clock';
import { standingIn } from '@/shared/cover/repository';
import { activeStaffOf } from '@/shared/people/repository';
import { wantsClientEmails } from '@/shared/people/tell-repository';

/** The client whose threads these are, within their firm. */
export interface Owner {
  clientId: string;
  firmId: string;
}

const ownedBy = (owner: Owner, id?: string) =>
  and(
    ...(id ? [eq(messageThreads.id, id)] : []),
    eq(messageThreads.clientId, owner.clientId),
    eq(messageThreads.firmId, owner.firmId),
  );

/*
 * The subqueries name the thread's columns in full: in a select from one table Drizzle leaves columns
 * unqualified, and an unqualified "id" inside them would be the message's.
 */
/** Messages from the firm (anyone but the client) after the client last read the thread. */
const unreadCount = sql<number>`(
  select count(*)::int from messages m
  where m.thread_id = "message_threads"."id"
    and m.sender_id <> "message_threads"."client_id"
    and m.created_at > coalesce("message_threads"."client_read_at", '-infinity'::timestamptz)
)`;
/** The start of the latest message (enough for a preview). */
export const lastMessageStart = sql<string | null>`(
  select left(m.body, 400) from messages m
  where m.thread_id = "message_threads"."id"
  order by m.created_at desc, m.id desc limit 1
)`;

/** The client's threads, newest activity first, through the (client, last_message_at desc) index. */
export async function listThreads(db: Database, owner: Owner) {
  return db
    .select({
      id: messageThreads.id,
      subject: messageThreads.subject,
      lastMessageAt: messageThreads.lastMessageAt,
      unreadCount,
      lastMessageStart,
    })
    .from(messageThreads)
    .where(ownedBy(owner))
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id));
}

export async function findThread(db: Database, owner: Owner, id: string) {
  const [row] = await db
    .select({ id: messageThreads.id, subject: messageThreads.subject, clientId: messageThreads.clientId })
    .from(messageThreads)
    .where(ownedBy(owner, id))
    .limit(1);
  return row ?? null;
}

/** A thread's messages, oldest first, with their senders' names. */
export async function threadMessages(db: Database, threadId: string) {
  return db
    .select({
      id: messages.id,
      body: messages.body,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      senderFirstName: users.firstName,
      senderSurname: users.surname,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function markThreadReadByClient(db: Database, threadId: string, now: Date) {
  await db.update(messageThreads).set({ clientReadAt: now }).where(eq(messageThreads.id, threadId));
}

/**
 * Adds the client's reply to one of their threads and moves the thread's last activity, together;
 * answers null (and writes nothing) when the thread is not the client's.
 */
export async function addClientReply(db: Database, owner: Owner, threadId: string, body: string, now: Date) {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .update(messageThreads)
      .set({ lastMessageAt: now })
      .where(ownedBy(owner, threadId))
      .returning({ id: messageThreads.id });
    if (!thread) return null;
    const [message] = await tx
      .insert(messages)
      .values({ threadId, senderId: owner.clientId, body, createdAt: now })
      .returning();
    return message!;
  });
}

const assignees = alias(users, 'assignee');
const advisers = alias(users, 'adviser');

/**
 * The client's named adviser when they still work at the firm, or whoever covers for them on the day (holiday
 * cover): who a new thread from the client is assigned to, so it reaches a person rather than "Nobody".
 */
const clientsAdviser = (db: Database, owner: Owner, today: string) =>
  sql<string | null>`(${db
    .select({ id: standingIn(advisers.id, today) })
    .from(users)
    .innerJoin(advisers, eq(advisers.id, users.adviserId))
    .where(and(eq(users.id, owner.clientId), activeStaffOf(advisers, owner.firmId)))})`;

/** A new thread from the client with its first message, together; assigned to the client's adviser. */
export async function createClientThread(
  db: Database,
  owner: Owner,
  values: { subject: string; body: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(messageThreads)
      .values({
        firmId: owner.firmId,
        clientId: owner.clientId,
        subject: values.subject,
        assignedTo: clientsAdviser(tx, owner, ukToday(values.now)),
        // The client has read their own message.
        clientReadAt: values.now,
        lastMessageAt: values.now,
        createdAt: values.now,
      })
      .returning({ id: messageThreads.id, subject: messageThreads.subject });
    const [message] = await tx
      .insert(messages)
      .values({ threadId: thread!.id, senderId: owner.clientId, body: values.body, createdAt: values.now })
      .returning();
    return { thread: thread!, message: message! };
  });
}

/**
 * Who to email that the client wrote in the thread: its assignee (or whoever covers for them on the day,
 * holiday cover), while they work at the firm and have not turned these emails off. Null when nobody is to be
 * told.
 */
export async function assigneeToTell(db: Database, owner: Owner, threadId: string, today: string) {
  const [row] = await db
    .select({
      email: assignees.email,
      firstName: assignees.firstName,
    })
    .from(messageThreads)
    .innerJoin(assignees, eq(assignees.id, standingIn(messageThreads.assignedTo, today)))
    .where(
      and(
        ownedBy(owner, threadId),
        activeStaffOf(assignees, owner.firmId),
        wantsClientEmails(assignees.emailOptOut),
      ),
    )
    .limit(1);
  return row ?? null;
}
