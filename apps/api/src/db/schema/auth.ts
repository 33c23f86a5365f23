import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './users';

/** Wrong-password count per email, kept for emails with no account too, so they answer alike. */
export const loginAttempts = pgTable('login_attempts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedAt: at('locked_at'),
  lastFailureAt: at('last_failure_at'),
});

export const devices = pgTable('devices', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
});

/**
 * A device is trusted for a while after an MFA on it: one record per user and device, which the user can
 * list and end (revoke) one by one.
 */
export const deviceTrusts = pgTable(
  'device_trusts',
  {
    /** Names the record to its user: the device id is the device's own secret, never shown back. */
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    trustedUntil: at('trusted_until').notNull(),
    /** The first MFA on the device; a later one only moves trusted_until. */
    createdAt: createdAt(),
    /** The last sign-in that skipped the second factor thanks to this record. */
    lastUsedAt: at('last_used_at'),
    /** Ended by the user before trusted_until; the next MFA on the device trusts it again. */
    revokedAt: at('revoked_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

/** The server side of a JWT: revocable, mfa-pending until the second factor. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    mfaVerified: boolean('mfa_verified').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

const oneTimeCode = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** SHA-256 of the 256-bit code: the code itself is only ever in the mail. */
      codeHash: text('code_hash').notNull().unique(),
      expiresAt: at('expires_at').notNull(),
      usedAt: at('used_at'),
      createdBy: uuid('created_by').references(() => users.id),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );

export const invites = oneTimeCode('invites');
export const resetCodes = oneTimeCode('reset_codes');
