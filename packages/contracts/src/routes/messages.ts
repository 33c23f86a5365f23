import { IdParams } from '../common';
import { Message, MessageThread, MessageThreadList, NewThreadRequest, ReplyRequest } from '../messages';
import { defineRoutes } from '../route';

const tags = ['messages'];

/**
 * Secure threads between the signed-in client and their firm (SPEC §7, DESIGN.md "Messages"). Plain text:
 * a body of 1–10,000 characters, a subject of one line of 1–200; control characters refused.
 */
export const messageRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    listThreads: {
      method: 'GET',
      path: '/message',
      summary: "The client's threads with the firm, newest activity first, with unread counts",
      responses: { 200: MessageThreadList },
    },
    startThread: {
      method: 'POST',
      path: '/message',
      summary: 'Start a thread with the firm: a subject and the first message (plain text)',
      body: NewThreadRequest,
      responses: { 201: MessageThread },
    },
    readThread: {
      method: 'GET',
      path: '/message/:id',
      summary: 'A thread, oldest message first; marks it read for the client',
      params: IdParams,
      responses: { 200: MessageThread },
    },
    replyToThread: {
      method: 'POST',
      path: '/message/:id/reply',
      summary: 'Reply in a thread (plain text)',
      params: IdParams,
      body: ReplyRequest,
      responses: { 201: Message },
    },
  },
);
