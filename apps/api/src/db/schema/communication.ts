import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { firms } from './firms';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path the notification leads to, e.g. /tabs/insights/view/<id>. */
    link: text('link'),
    /** What the notification is about (a document, a thread, a policy, an insight, a review), which it opens. */
    subjectKind: text('subject_kind', { enum: ['document', 'message', 'valuation', 'insight', 'review'] }),
    subjectId: uuid('subject_id'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const messageThreads = pgTable(
  'message_threads',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    assignedTo: uuid('assigned_to').references(() => users.id),
    clientReadAt: at('client_read_at'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_threads_client_idx').on(t.clientId, t.lastMessageAt.desc()),
    index('message_threads_firm_idx').on(t.firmId, t.lastMessageAt.desc()),
  ],
);

/**
 * When each staff member last opened a thread: what is unread is per person, so one adviser opening a thread
 * does not hide a client's message from the colleague it is assigned to.
 */
export const messageThreadReads = pgTable(
  'message_thread_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    /** Plain text, at most 10,000 characters. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt)],
);

export const supportReasons = pgTable('support_reasons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Null: offered by every firm. */
  firmId: uuid('firm_id').references(() => firms.id),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    firmId: uuid('firm_id').references(() => firms.id),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    ip: text('ip'),
    resolvedAt: at('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_firm_idx').on(t.firmId, t.createdAt.desc())],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    firmId: uuid('firm_id').references(() => firms.id),
    actorId: uuid('actor_id').references(() => users.id),
    /** The email an attempt named, also when no account has it. */
    subject: text('subject'),
    action: text('action').notNull(),
    ip: text('ip'),
    deviceId: text('device_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_firm_created_idx').on(t.firmId, t.createdAt.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
