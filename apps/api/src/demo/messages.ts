import type { Database } from '@/db/client';
import { messages, messageThreadReads, messageThreads } from '@/db/schema/index';
import { daysBefore } from './random';

/**
 * A thread a client with their adviser about moving the annual review, assigned to the adviser, who has read
 * and answered it; answers each client's thread id. The answer comes after the review's check-in opened (two
 * days ago, service-cycle.ts), since it points the client to it.
 */
export async function seedMessages(
  db: Database,
  firmId: string,
  adviserId: string,
  clients: { id: string }[],
  today: Date,
): Promise<Map<string, string>> {
  const threads = new Map<string, string>();
  const answeredAt = new Date(daysBefore(today, 2).getTime() + 40 * 60_000);
  for (const client of clients) {
    const [thread] = await db
      .insert(messageThreads)
      .values({
        firmId,
        clientId: client.id,
        subject: 'Your annual review',
        assignedTo: adviserId,
        lastMessageAt: answeredAt,
      })
      .returning({ id: messageThreads.id });
    threads.set(client.id, thread!.id);
    await db
      .insert(messageThreadReads)
      .values({ threadId: thread!.id, userId: adviserId, readAt: answeredAt });
    await db.insert(messages).values([
      {
        threadId: thread!.id,
        senderId: client.id,
        body: 'Hello, could we move my annual review to next month?',
        createdAt: daysBefore(today, 3),
      },
      {
        threadId: thread!.id,
        senderId: adviserId,
        body: 'Of course. Your check-in is open in the portal: once you have answered it, book any time that suits you with the link on my profile.',
        createdAt: answeredAt,
      },
    ]);
  }
  return threads;
}
