import { describe, expect, it } from 'vitest';
import { markThreadRead, withMessage } from './threads-cache';

const summary = (uuid: string, unread: number) => ({
  uuid,
  subject: uuid,
  last_message_at: '2026-01-01T00:00:00.000Z',
  unread_count: unread,
  last_message_preview: '…',
});
const message = (uuid: string) => ({
  uuid,
  body: 'b',
  created_at: '2026-01-01T00:00:00.000Z',
  from: 'client' as const,
  sender_name: 'Alex',
});

describe('threads in the cache', () => {
  it('reading a thread takes its unread messages off the total', () => {
    const list = { threads: [summary('a', 2), summary('b', 1)], unreadTotal: 3 };
    const after = markThreadRead(list, 'a')!;
    expect(after.unreadTotal).toBe(1);
    expect(after.threads.map((thread) => thread.unread_count)).toEqual([0, 1]);
    expect(markThreadRead(after, 'a')).toBe(after);
    expect(markThreadRead(list, 'unknown')).toBe(list);
    expect(markThreadRead(undefined, 'a')).toBeUndefined();
  });

  it('a sent reply is added once', () => {
    const thread = { uuid: 't', subject: 's', messages: [message('1')] };
    const after = withMessage(thread, message('2'))!;
    expect(after.messages.map((m) => m.uuid)).toEqual(['1', '2']);
    expect(withMessage(after, message('2'))).toBe(after);
  });
});
