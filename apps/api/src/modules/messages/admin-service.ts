import type {
  AdminAssigneeList,
  AdminAssignment,
  AdminMessage,
  AdminPerson,
  AdminThread,
  AdminThreadPage,
} from '@sextant/contracts/admin-messages';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import * as repo from './admin-repository';
import { threadMessages } from './repository';
import { preview } from './service';

const fullName = (first: string, surname: string) => `${first} ${surname}`.trim();
const toPerson = (row: { id: string; firstName: string; surname: string; email: string }): AdminPerson => ({
  uuid: row.id,
  name: fullName(row.firstName, row.surname),
  email: row.email,
});
const assigneeOf = (row: {
  assigneeId: string | null;
  assigneeFirstName: string | null;
  assigneeSurname: string | null;
  assigneeEmail: string | null;
}): AdminPerson | null =>
  row.assigneeId
    ? {
        uuid: row.assigneeId,
        name: fullName(row.assigneeFirstName ?? '', row.assigneeSurname ?? ''),
        email: row.assigneeEmail ?? '',
      }
    : null;

/** The firm's inbox of client threads. */
/** The reply email: who wrote, never what. */
export interface ReplyNotice {
  to: string;
  senderName: string;
}

export function createMessageAdminService(
  db: Database,
  deps: { sendReplyNotice: (notice: ReplyNotice) => Promise<void> },
) {
  async function list(
    caller: Pick<Actor, 'userId' | 'firmId'>,
    query: repo.InboxQuery,
  ): Promise<AdminThreadPage> {
    const rows = await repo.listFirmThreads(db, caller.firmId, caller.userId, query);
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

  async function unreadCount(firmId: string) {
    return repo.countUnreadForFirm(db, firmId);
  }

  /** The thread, oldest message first; the firm has now read it. */
  async function read(caller: Pick<Actor, 'firmId' | 'now'>, id: string): Promise<AdminThread> {
    const thread = await repo.findFirmThread(db, caller.firmId, id);
    if (!thread) throw notFound('Message thread');
    // The client side's query: the thread is already known to be the firm's.
    const rows = await threadMessages(db, thread.id);
    await repo.markThreadReadByFirm(db, thread.id, caller.now);
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

  /**
   * A staff member's reply: stored as from the firm, the thread moves to the top, and the client sees it
   * unread (their messages badge rises). A notification opens the thread, and an email without the message
   * says one waits, unless the client turned message emails off.
   */
  async function reply(caller: Actor, id: string, body: string): Promise<AdminMessage> {
    const thread = await repo.findFirmThread(db, caller.firmId, id);
    if (!thread) throw notFound('Message thread');
    const message = await repo.addStaffReply(db, caller.firmId, thread.id, caller.userId, body, caller.now);
    if (!message) throw notFound('Message thread');
    await recordAudit(db, {
      action: 'admin.message.reply',
      firmId: caller.firmId,
      actorId: caller.userId,
      subject: thread.client.email,
      ip: caller.ip,
      details: { thread_id: thread.id, message_id: message.id, length: body.length },
      at: caller.now,
    });
    const sender = await repo.findPerson(db, caller.userId);
    const senderName = sender ? fullName(sender.firstName, sender.surname) : 'your adviser';
    await notifyClients(
      db,
      caller.firmId,
      { clientIds: [thread.client.id] },
      {
        title: `New message from ${senderName}`,
        body: `A reply in “${thread.subject}”.`,
        subject: { kind: 'message', id: thread.id },
      },
      caller.now,
    );
    if (await repo.wantsMessageEmails(db, thread.client.id)) {
      await deps.sendReplyNotice({ to: thread.client.email, senderName });
    }
    return {
      uuid: message.id,
      body: message.body,
      created_at: message.createdAt.toISOString(),
      from: 'firm',
      sender_uuid: caller.userId,
      sender_name: sender ? fullName(sender.firstName, sender.surname) : '',
    };
  }

  /** Assigns the thread to an active adviser or admin of the firm, or to nobody (null). */
  async function assign(caller: Actor, id: string, staffId: string | null): Promise<AdminAssignment> {
    const thread = await repo.findFirmThread(db, caller.firmId, id);
    if (!thread) throw notFound('Message thread');
    let assignee: AdminPerson | null = null;
    if (staffId) {
      const [staff] = await repo.firmStaff(db, caller.firmId, staffId);
      if (!staff) throw unprocessable({ staff_id: ['Choose an active adviser or admin of your firm.'] });
      assignee = toPerson(staff);
    }
    if (!(await repo.setAssignee(db, caller.firmId, thread.id, staffId))) throw notFound('Message thread');
    await recordAudit(db, {
      action: 'admin.message.assign',
      firmId: caller.firmId,
      actorId: caller.userId,
      subject: thread.client.email,
      ip: caller.ip,
      details: { thread_id: thread.id, from: thread.assigneeId, to: staffId },
      at: caller.now,
    });
    return { assignee };
  }

  async function assignees(firmId: string): Promise<AdminAssigneeList> {
    const rows = await repo.firmStaff(db, firmId);
    return {
      items: rows.map((row) => ({ ...toPerson(row), role: row.role === 'admin' ? 'admin' : 'adviser' })),
    };
  }

  return { list, unreadCount, read, reply, assign, assignees };
}
export type MessageAdminService = ReturnType<typeof createMessageAdminService>;
