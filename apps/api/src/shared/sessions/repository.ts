import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { preparedFor } from '@/db/prepared';
import { latestTermsAccepted } from '@/db/queries';
import { ledgerVersions, sessions, users } from '@/db/schema/index';

export interface SessionPrincipal {
  sessionId: string;
  userId: string;
  firmId: string;
  role: 'client' | 'adviser' | 'admin';
  vip: boolean;
  mfaVerified: boolean;
  termsAccepted: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  /** How many times the user's ledger has changed (schema/portfolio.ts ledgerVersions), read with the session. */
  ledgerVersion: string;
}

/**
 * A live session (not revoked, not past its absolute end) of an active user. `startedAfter` is the
 * session policy's bound on the start of a live session (`earliestLiveStart`).
 */
/** What a guard reads of a session and its user (`termsAccepted`: of the firm's latest terms). */
export const sessionColumns = {
  sessionId: sessions.id,
  userId: users.id,
  firmId: users.firmId,
  role: users.role,
  vip: users.vip,
  mfaVerified: sessions.mfaVerified,
  termsAccepted: latestTermsAccepted(users.id, users.firmId),
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  ledgerVersion: sql<string>`coalesce((select ${ledgerVersions.version} from ${ledgerVersions} where ${ledgerVersions.clientId} = ${users.id}), 0)::text`,
};

const SESSION_KEYS = Object.keys(sessionColumns) as (keyof SessionPrincipal)[];

/** The session's own columns of a row that selected `sessionColumns` beside others (a session query's). */
export function sessionOf(row: SessionPrincipal): SessionPrincipal {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, row[key]])) as unknown as SessionPrincipal;
}

/**
 * The session a token names if it is live: not revoked, not past its end, begun after `startedAfter`
 * (the policy's absolute bound), of an active user. Placeholders: sessionId, now, startedAfter.
 */
export const liveSessionWhere = and(
  eq(sessions.id, sql.placeholder('sessionId')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder('now')),
  gt(sessions.createdAt, sql.placeholder('startedAfter')),
  eq(users.active, true),
);

/** The arguments of a live-session lookup. */
export type SessionLookup = {
  sessionId: string;
  now: Date;
  startedAfter: Date;
};

/** The live-session lookup every signed-in call makes, prepared once per database (db/prepared.ts). */
const liveSession = preparedFor((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere)
    .limit(1)
    .prepare('live_session'),
);

export async function findLiveSession(db: Database, lookup: SessionLookup): Promise<SessionPrincipal | null> {
  const [row] = await liveSession(db).execute(lookup);
  return row ?? null;
}

export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function createSession(
  db: Database,
  values: {
    userId: string;
    deviceId: string | null;
    mfaVerified: boolean;
    ip: string;
    userAgent: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      deviceId: values.deviceId,
      mfaVerified: values.mfaVerified,
      ip: values.ip,
      userAgent: values.userAgent,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but the one kept (none when keep is null). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  keep: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}

export async function markSessionVerified(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ mfaVerified: true }).where(eq(sessions.id, sessionId));
}

export async function countLiveSessions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return row?.n ?? 0;
}

/** The device the session signed in on (its `X-Device-Id`), if it sent one. */
export async function deviceOfSession(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ deviceId: sessions.deviceId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.deviceId ?? null;
}
