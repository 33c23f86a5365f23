import type { Message, MessageThread, MessageThreadList } from '@sextant/contracts/messages';

/** A thread was read (GET /message/{id} marks it read): its unread count leaves the total. */
export function markThreadRead(
  list: MessageThreadList | undefined,
  id: string,
): MessageThreadList | undefined {
  const thread = list?.threads.find((item) => item.uuid === id);
  if (!list || !thread || thread.unread_count === 0) return list;
  return {
    threads: list.threads.map((item) => (item.uuid === id ? { ...item, unread_count: 0 } : item)),
    unreadTotal: Math.max(0, list.unreadTotal - thread.unread_count),
  };
}

/** A reply the server stored, added to the thread once. */
export function withMessage(thread: MessageThread | undefined, message: Message): MessageThread | undefined {
  if (!thread || thread.messages.some((item) => item.uuid === message.uuid)) return thread;
  return { ...thread, messages: [...thread.messages, message] };
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '21 Nov 2026, 14:05' in the reader's time zone. */
export const formatDateTime = (iso: string) => timeFormat.format(new Date(iso));
