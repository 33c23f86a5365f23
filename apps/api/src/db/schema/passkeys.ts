import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { at, bytea, createdAt, id } from './columns';
import { users } from './users';

/** A client's WebAuthn credential: a second factor at sign-in instead of a code. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url: unique across the deployment, as WebAuthn expects. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, as the authenticator gave it at registration. */
    publicKey: bytea('public_key').notNull(),
    /** The signature counter last seen: an answer that does not move it on is refused (a cloned key). */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** `singleDevice` or `multiDevice` (synced by a password manager or the platform). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge waiting for its answer, in the database so that any node can check it. One per
 * session and purpose; taking it deletes it, so it is answered once at most.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_session_idx').on(t.sessionId, t.purpose)],
);
