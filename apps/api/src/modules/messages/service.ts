import {
  MESSAGE_PREVIEW_LENGTH,
  type Message,
  type MessageThread,
  type MessageThreadList,
} from '@sextant/contracts/messages';
import type { Database } from '@/db/client';
import { ukToday } from '@/shared/clock';
import { notFound } from '@/shared/errors';
import { fullName } from '@/shared/people/name';
import { findUserName } from '@/shared/people/repository';
import { everyoneOnce } from '@/shared/people/staff-to-tell';
import { watchersToTell } from '@/shared/people/tell-repository';
import type { Owner } from './repository';
import * as repo from './repository';

export type { Owner };

/** White space collapsed, cut at a word where one is near, with an ellipsis when cut. */
export function preview(text: string | null, length = MESSAGE_PREVIEW_LENGTH): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

async function clientMessage(
  db: Database,
  owner: Owner,
  row: { id: string; body: string; createdAt: Date },
): Promise<Message> {
  const name = await findUserName(db, owner.clientId);
  return {
    uuid: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    from: 'client',
    sender_name: name ? fullName(name.firstName, name.surname) : '',
  };
}

/**
 * The email that tells a thread's assignee, or a staff member watching the client, that the client wrote: who,
 * never what (no subject, no message).
 */
export interface ClientWroteNotice {
  to: string;
  firstName: string;
  clientName: string;
  threadId: string;
  /** Told as a watcher of the client rather than as the thread's assignee. */
  watching: boolean;
}

/** The signed-in client's threads with the firm; each message from the client is made known to the assignee. */
export function createMessageService(
  db: Database,
  deps: { tellAssignee: (notice: ClientWroteNotice) => Promise<void> },
) {
  /** The assignee (or their cover) and everyone watching the client, each emailed once. */
  async function tellAssignee(owner: Owner, threadId: string, now: Date) {
    const [assignee, watchers, client] = await Promise.all([
      repo.assigneeToTell(db, owner, threadId, ukToday(now)),
      watchersToTell(db, owner),
      findUserName(db, owner.clientId),
    ]);
    const clientName = client ? fullName(client.firstName, client.surname) : 'A client';
    for (const person of everyoneOnce(assignee, watchers))
      await deps.tellAssignee({
        to: person.email,
        firstName: person.firstName,
        clientName,
        threadId,
        watching: person.watching,
      });
  }

  async function list(owner: Owner): Promise<MessageThreadList> {
    const rows = await repo.listThreads(db, owner);
    const threads = rows.map((row) => ({
      uuid: row.id,
      subject: row.subject,
      last_message_at: row.lastMessageAt.toISOString(),
      unread_count: Number(row.unreadCount),
      last_message_preview: preview(row.lastMessageStart),
    }));
    return { threads, unreadTotal: threads.reduce((sum, thread) => sum + thread.unread_count, 0) };
  }

  /** The thread, oldest message first; the client has now read it. */
  async function read(owner: Owner, id: string, now: Date): Promise<MessageThread> {
    const thread = await repo.findThread(db, owner, id);
    if (!thread) throw notFound('Message thread');
    const rows = await repo.threadMessages(db, thread.id);
    await repo.markThreadReadByClient(db, thread.id, now);
    return {
      uuid: thread.id,
      subject: thread.subject,
      messages: rows.map((row) => ({
        uuid: row.id,
        body: row.body,
        created_at: row.createdAt.toISOString(),
        from: row.senderId === thread.clientId ? 'client' : 'firm',
        sender_name: fullName(row.senderFirstName, row.senderSurname),
      })),
    };
  }

  async function reply(owner: Owner, id: string, body: string, now: Date) {
    const message = await repo.addClientReply(db, owner, id, body, now);
    if (!message) throw notFound('Message thread');
    await tellAssignee(owner, id, now);
    return clientMessage(db, owner, message);
  }

  async function start(
    owner: Owner,
    values: { subject: string; body: string },
    now: Date,
  ): Promise<MessageThread> {
    const { thread, message } = await repo.createClientThread(db, owner, { ...values, now });
    await tellAssignee(owner, thread.id, now);
    return { uuid: thread.id, subject: thread.subject, messages: [await clientMessage(db, owner, message)] };
  }

  return { list, read, reply, start };
}
export type MessageService = ReturnType<typeof createMessageService>;
