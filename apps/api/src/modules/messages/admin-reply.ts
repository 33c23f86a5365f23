import type { AdminMessage } from '@sextant/contracts/admin-messages';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { recordAudit } from '@/shared/audit/repository';
import { notFound } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import { fullName } from '@/shared/people/name';
import * as repo from './admin-repository';

/** The reply email: who wrote, never what. */
export interface ReplyNotice {
  to: string;
  senderName: string;
}

type Thread = NonNullable<Awaited<ReturnType<typeof repo.findFirmThread>>>;

/** The client's notification that opens the thread, and the email unless they turned message emails off. */
async function tellClient(
  db: Database,
  caller: Actor,
  thread: Thread,
  senderName: string,
  sendReplyNotice: (notice: ReplyNotice) => Promise<void>,
) {
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
    await sendReplyNotice({ to: thread.client.email, senderName });
  }
}

/**
 * A staff member's reply: stored as from the firm, the thread moves to the top, and the client sees it
 * unread (their messages badge rises). A notification opens the thread, and an email without the message
 * says one waits, unless the client turned message emails off.
 */
export function replyFlow(db: Database, sendReplyNotice: (notice: ReplyNotice) => Promise<void>) {
  return async (caller: Actor, id: string, body: string): Promise<AdminMessage> => {
    const thread = await repo.findFirmThread(db, caller.firmId, id);
    if (!thread) throw notFound('Message thread');
    const message = await repo.addStaffReply(db, caller.firmId, thread.id, caller.userId, body, caller.now);
    if (!message) throw notFound('Message thread');
    // Whoever answers has read what they answered.
    await repo.markThreadReadBy(db, thread.id, caller.userId, caller.now);
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
    await tellClient(db, caller, thread, senderName, sendReplyNotice);
    return {
      uuid: message.id,
      body: message.body,
      created_at: message.createdAt.toISOString(),
      from: 'firm',
      sender_uuid: caller.userId,
      sender_name: sender ? fullName(sender.firstName, sender.surname) : '',
    };
  };
}
