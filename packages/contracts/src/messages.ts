import { z } from 'zod';
import { Uuid } from './common';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH, MESSAGE_TEXTS } from './rules/message';
import { isOneLine, isPlainText } from './rules/text';

/** Characters of the latest message shown in the thread list. */
export const MESSAGE_PREVIEW_LENGTH = 140;

/** Plain text (never HTML-rendered), trimmed, 1 to 10,000 characters. */
export const MessageBody = z
  .string()
  .trim()
  .min(1, { message: MESSAGE_TEXTS.bodyRequired, abort: true })
  .max(MESSAGE_BODY_MAX_LENGTH, { message: MESSAGE_TEXTS.bodyTooLong, abort: true })
  .refine(isPlainText, { message: MESSAGE_TEXTS.bodyNotAllowed });

export const MessageSubject = z
  .string()
  .trim()
  .min(1, { message: MESSAGE_TEXTS.subjectRequired, abort: true })
  .max(MESSAGE_SUBJECT_MAX_LENGTH, { message: MESSAGE_TEXTS.subjectTooLong, abort: true })
  .refine(isOneLine, { message: MESSAGE_TEXTS.subjectNotAllowed });

/** POST /v1/message/{id}/reply. */
export const ReplyRequest = z.object({ body: MessageBody });
/** POST /v1/message: a new thread with its first message. */
export const NewThreadRequest = z.object({ subject: MessageSubject, body: MessageBody });

export const Message = z
  .object({
    uuid: Uuid,
    /** Plain text: render as text, never as HTML. */
    body: z.string(),
    created_at: z.iso.datetime(),
    /** `client`: the signed-in client wrote it; `firm`: someone at the firm. */
    from: z.enum(['client', 'firm']),
    sender_name: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

/** GET /v1/message/{id}: messages oldest first; reading it marks the thread read. */
export const MessageThread = z
  .object({ uuid: Uuid, subject: z.string(), messages: z.array(Message) })
  .meta({ id: 'MessageThread' });
export type MessageThread = z.infer<typeof MessageThread>;

export const MessageThreadSummary = z
  .object({
    uuid: Uuid,
    subject: z.string(),
    last_message_at: z.iso.datetime(),
    /** Messages from the firm the client has not read yet. */
    unread_count: z.number().int().nonnegative(),
    /** The start of the latest message, white space collapsed, at most 140 characters. */
    last_message_preview: z.string(),
  })
  .meta({ id: 'MessageThreadSummary' });
export type MessageThreadSummary = z.infer<typeof MessageThreadSummary>;

/** GET /v1/message: newest activity first; unreadTotal is the badge. */
export const MessageThreadList = z
  .object({ threads: z.array(MessageThreadSummary), unreadTotal: z.number().int().nonnegative() })
  .meta({ id: 'MessageThreadList' });
export type MessageThreadList = z.infer<typeof MessageThreadList>;
