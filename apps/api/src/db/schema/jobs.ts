import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { firms } from './firms';

/**
 * Background work any node can run and any node can answer about: import checks, outgoing mail and
 * scheduled tasks (shared/jobs). A running job holds a lease its node renews; a lease that lapses (the
 * node died) lets another node claim it again, until its attempts run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** The firm whose work it is (imports), for its limits and so that only that firm can read it. */
    firmId: uuid('firm_id').references(() => firms.id),
    /** One job per key: a scheduled task's run (`prune:2026-11-23`) is inserted by every node, kept once. */
    key: text('key'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    payload: jsonb('payload').notNull(),
    /** What the running job has reached, for a poll from any node. */
    progress: jsonb('progress'),
    result: jsonb('result'),
    /** Why it failed, in words a person can act on. */
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: at('run_after').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    lockedBy: text('locked_by'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    // The claim's scan: only unfinished jobs, by when they may run.
    index('jobs_due_idx').on(t.runAfter).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_firm_idx').on(t.firmId, t.kind, t.status),
  ],
);

/**
 * The sign-in and support limits' counts when the API runs on PostgreSQL without Redis, shared by every
 * node (rate-limiter-flexible's own layout: shared/limits.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
