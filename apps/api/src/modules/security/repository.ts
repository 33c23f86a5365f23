import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { auditEvents, deviceTrusts, sessions } from '@/db/schema/index';

/** Sessions of the user not revoked, not past their end and begun after `startedAfter`, newest first. */
export async function listLiveSessions(db: Database, userId: string, now: Date, startedAfter: Date) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      mfaVerified: sessions.mfaVerified,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, startedAfter),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/**
 * Ends one session of the user that is neither `keep` nor already over; answers the device it signed in on
 * (null: none sent), or undefined when there is no such session.
 */
export async function revokeOneSession(db: Database, userId: string, id: string, keep: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.userId, userId),
        ne(sessions.id, keep),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ deviceId: sessions.deviceId });
  return rows[0];
}

/** Ends every session of the user but `keep`; answers how many were still open. */
export async function revokeOtherSessions(db: Database, userId: string, keep: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keep),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * The user's live trusted devices, the most recently used first, each with the user agent of its latest
 * session (the trust itself records none) and whether it is `currentDevice`.
 */
export async function listLiveTrusts(db: Database, userId: string, currentDevice: string | null, now: Date) {
  return db
    .select({
      id: deviceTrusts.id,
      createdAt: deviceTrusts.createdAt,
      lastUsedAt: deviceTrusts.lastUsedAt,
      trustedUntil: deviceTrusts.trustedUntil,
      current: currentDevice ? eq(deviceTrusts.deviceId, currentDevice) : sql<boolean>`false`,
      // Columns inside sql`` render unqualified, so the correlation names its tables itself.
      userAgent: sql<string | null>`(
        select s.user_agent from ${sessions} s
        where s.user_id = ${deviceTrusts}.user_id and s.device_id = ${deviceTrusts}.device_id
        order by s.created_at desc limit 1
      )`,
    })
    .from(deviceTrusts)
    .where(
      and(
        eq(deviceTrusts.userId, userId),
        gt(deviceTrusts.trustedUntil, now),
        isNull(deviceTrusts.revokedAt),
      ),
    )
    .orderBy(sql`${deviceTrusts.lastUsedAt} desc nulls last`, desc(deviceTrusts.createdAt));
}

/**
 * The audit actions a sign-in history shows (signing and acknowledging a document among them: each is
 * done with the account); `auth.login.password` only when a trusted device skipped the code.
 */
export const HISTORY_ACTIONS = [
  'auth.mfa.success',
  'auth.mfa.setup',
  'auth.login.failure',
  'auth.mfa.failure',
  'auth.mfa.setup.failure',
  'auth.lockout',
  'auth.login.locked',
  'auth.stepup.locked',
  'auth.unlock',
  'auth.unlock.failure',
  'auth.logout',
  'auth.password.change',
  'auth.password.change.failure',
  'auth.password.reset',
  'auth.mfa.delete',
  'auth.mfa.delete.failure',
  'security.session.revoke',
  'security.sessions.revoke_others',
  'security.device.revoke',
  'auth.passkey.use',
  'auth.passkey.failure',
  'auth.passkey.add',
  'auth.passkey.remove',
  'document.acknowledge',
  'document.sign',
] as const;

/** One page of the user's sign-in events in their firm, newest first, with the total. */
export async function listSignInEvents(
  db: Database,
  scope: { userId: string; firmId: string },
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      ip: auditEvents.ip,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.actorId, scope.userId),
        eq(auditEvents.firmId, scope.firmId),
        or(
          inArray(auditEvents.action, [...HISTORY_ACTIONS]),
          and(
            eq(auditEvents.action, 'auth.login.password'),
            sql`${auditEvents.details}->>'trustedDevice' = 'true'`,
          ),
        ),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The trust of the user in one device (by its device id) that is neither past its end nor revoked. */
const liveTrustIn = (userId: string, deviceId: string, now: Date) =>
  and(
    eq(deviceTrusts.userId, userId),
    eq(deviceTrusts.deviceId, deviceId),
    gt(deviceTrusts.trustedUntil, now),
    isNull(deviceTrusts.revokedAt),
  );

/** The live trust of the user in the device, if any: its id and end. */
export async function liveTrustOf(db: Database, userId: string, deviceId: string, now: Date) {
  const [row] = await db
    .select({ id: deviceTrusts.id, trustedUntil: deviceTrusts.trustedUntil })
    .from(deviceTrusts)
    .where(liveTrustIn(userId, deviceId, now));
  return row;
}

/** Ends the user's live trust in the device; answers its id, or undefined when there was none. */
export async function endTrustOf(db: Database, userId: string, deviceId: string, now: Date) {
  const [row] = await db
    .update(deviceTrusts)
    .set({ revokedAt: now })
    .where(liveTrustIn(userId, deviceId, now))
    .returning({ id: deviceTrusts.id });
  return row?.id;
}
