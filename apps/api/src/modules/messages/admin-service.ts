import type { AdminMessageEmails, AdminThread, AdminThreadPage } from '@sextant/contracts/admin-messages';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { notFound } from '@/shared/errors';
import { fullName } from '@/shared/people/name';
import { assignmentFlows } from './admin-assignment';
import { assigneeOf, toPerson } from './admin-people';
import { type ReplyNotice, replyFlow } from './admin-reply';
import * as repo from './admin-repository';
import { threadMessages } from './repository';
import { preview } from './service';

/** The firm's inbox of client threads; replying (admin-reply.ts) and assigning (admin-assignment.ts). */
export function createMessageAdminService(
  db: Database,
  deps: { sendReplyNotice: (notice: ReplyNotice) => Promise<void> },
) {
  async function list(
    caller: Pick<Actor, 'userId' | 'firmId' | 'now'>,
    query: repo.InboxQuery,
  ): Promise<AdminThreadPage> {
    const rows = await repo.listFirmThreads(db, caller, query);
    return tablePage(rows, query, (row) => ({
      uuid: row.id,
      subject: row.subject,
      client: toPerson(row.client),
      last_message_preview: preview(row.lastMessageStart),
      last_message_at: row.lastMessageAt.toISOString(),
      unread: Boolean(row.unread),
      assignee: assigneeOf(row),
    }));
  }

  /**
   * Threads with client messages the caller has not read: the firm's, or only those assigned to them (and to
   * anyone they cover for today).
   */
  async function unreadCount(caller: Pick<Actor, 'userId' | 'firmId' | 'now'>, assignedToThem = false) {
    return repo.countUnreadFor(db, caller, assignedToThem);
  }

  /** The thread, oldest message first; the caller has now read it. */
  async function read(caller: Pick<Actor, 'userId' | 'firmId' | 'now'>, id: string): Promise<AdminThread> {
    const thread = await repo.findFirmThread(db, caller.firmId, id);
    if (!thread) throw notFound('Message thread');
    // The client side's query: the thread is already known to be the firm's.
    const rows = await threadMessages(db, thread.id);
    await repo.markThreadReadBy(db, thread.id, caller.userId, caller.now);
    return {
      uuid: thread.id,
      subject: thread.subject,
      client: toPerson(thread.client),
      assignee: assigneeOf(thread),
      created_at: thread.createdAt.toISOString(),
      messages: rows.map((row) => ({
        uuid: row.id,
        body: row.body,
        created_at: row.createdAt.toISOString(),
        from: row.senderId === thread.client.id ? 'client' : 'firm',
        sender_uuid: row.senderId,
        sender_name: fullName(row.senderFirstName, row.senderSurname),
      })),
    };
  }

  const emails = async (caller: Pick<Actor, 'userId'>): Promise<AdminMessageEmails> => ({
    email_me: await repo.staffWantsMessageEmails(db, caller.userId),
  });
  async function setEmails(caller: Actor, on: boolean): Promise<AdminMessageEmails> {
    await repo.setStaffMessageEmails(db, caller.userId, on);
    return emails(caller);
  }

  const { assign, assignees } = assignmentFlows(db);
  const reply = replyFlow(db, deps.sendReplyNotice);
  return { list, unreadCount, read, reply, assign, assignees, emails, setEmails };
}
export type MessageAdminService = ReturnType<typeof createMessageAdminService>;
