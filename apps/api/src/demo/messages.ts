import type { Database } from '@/db/client';
import { messages, messageThreads } from '@/db/schema/index';
import { daysBefore } from './random';

/** A thread a client with their adviser about moving the annual review; answers each client's thread id. */
export async function seedMessages(
  db: Database,
  firmId: string,
  adviserId: string,
  clients: { id: string }[],
  today: Date,
): Promise<Map<string, string>> {
  const threads = new Map<string, string>();
  for (const client of clients) {
    const [thread] = await db
      .insert(messageThreads)
      .values({
        firmId,
        clientId: client.id,
        subject: 'Your annual review',
        lastMessageAt: daysBefore(today, 2),
      })
      .returning({ id: messageThreads.id });
    threads.set(client.id, thread!.id);
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
        createdAt: daysBefore(today, 2),
      },
    ]);
  }
  return threads;
}
