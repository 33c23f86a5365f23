import {
  type ActiveSessionList,
  type Revoked,
  SIGN_IN_PAGE_SIZE,
  type SignInEventKind,
  type SignInHistoryPage,
  type TrustedDeviceList,
} from '@sextant/contracts/security';
import type { Database } from '@/db/client';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { notFound, unprocessable } from '@/shared/errors';
import { revokeDeviceTrusts, revokeTrustedDevice } from '@/shared/sessions/device-repository';
import type { SessionPolicy } from '@/shared/sessions/policy';
import { deviceOfSession, type SessionPrincipal } from '@/shared/sessions/repository';
import * as repo from './repository';
import { deviceLabel } from './user-agent';

/** Where a security change was made from, for its audit row. */
export interface RequestOrigin {
  ip: string;
  deviceId: string | null;
  userAgent: string | null;
}

const KIND_OF_ACTION: Record<string, SignInEventKind> = {
  'auth.mfa.success': 'signed_in',
  'auth.mfa.setup': 'authenticator_set_up',
  'auth.login.password': 'signed_in_trusted_device',
  'auth.login.failure': 'wrong_password',
  'auth.mfa.failure': 'wrong_code',
  'auth.mfa.setup.failure': 'wrong_code',
  'auth.unlock.failure': 'wrong_code',
  'auth.lockout': 'locked',
  'auth.login.locked': 'refused_locked',
  'auth.stepup.locked': 'refused_locked',
  'auth.unlock': 'unlocked',
  'auth.logout': 'signed_out',
  'auth.password.change': 'password_changed',
  'auth.password.change.failure': 'wrong_password',
  'auth.mfa.delete.failure': 'wrong_password',
  'auth.password.reset': 'password_reset',
  'auth.mfa.delete': 'authenticator_removed',
  'security.session.revoke': 'session_ended',
  'security.sessions.revoke_others': 'other_sessions_ended',
  'security.device.revoke': 'trusted_device_removed',
  'auth.passkey.use': 'signed_in_passkey',
  'auth.passkey.failure': 'passkey_failed',
  'auth.passkey.add': 'passkey_added',
  'auth.passkey.remove': 'passkey_removed',
};

const userAgentIn = (details: unknown) =>
  details && typeof details === 'object' && 'userAgent' in details && typeof details.userAgent === 'string'
    ? details.userAgent
    : null;

/** The signed-in client's sessions, trusted devices and sign-in history, scoped to them and their firm. */
export function createSecurityService(deps: { db: Database; clock: Clock; policy: SessionPolicy }) {
  const { db, clock, policy } = deps;

  const audit = (
    principal: SessionPrincipal,
    origin: RequestOrigin,
    action: string,
    details: Record<string, unknown>,
  ) =>
    recordAudit(db, {
      action,
      firmId: principal.firmId,
      actorId: principal.userId,
      ip: origin.ip,
      deviceId: origin.deviceId,
      details: { ...details, userAgent: origin.userAgent },
      at: clock(),
    });

  return {
    async sessions(principal: SessionPrincipal): Promise<ActiveSessionList> {
      const now = clock();
      const rows = await repo.listLiveSessions(db, principal.userId, now, policy.earliestLiveStart(now));
      return {
        items: rows
          // Idle or abandoned at the code step: already refused by the guard, so not shown as active.
          .filter((row) => policy.isActive(row, now))
          .map((row) => ({
            id: row.id,
            ...deviceLabel(row.userAgent),
            ip: row.ip,
            started_at: row.createdAt.toISOString(),
            last_seen_at: row.lastSeenAt.toISOString(),
            current: row.id === principal.sessionId,
            verified: row.mfaVerified,
          })),
      };
    },

    /** Signs one other device out: its session ends, and so does its trust, unless it is this device. */
    async revokeSession(principal: SessionPrincipal, id: string, origin: RequestOrigin): Promise<Revoked> {
      if (id === principal.sessionId) {
        throw unprocessable({ id: ['To end this session, sign out.'] }, 'To end this session, sign out.');
      }
      const now = clock();
      const trustsEnded = await db.transaction(async (t) => {
        const ended = await repo.revokeOneSession(t, principal.userId, id, principal.sessionId, now);
        if (!ended) throw notFound('Session');
        const current = await deviceOfSession(t, principal.sessionId);
        if (ended.deviceId === null || ended.deviceId === current) return 0;
        return revokeDeviceTrusts(t, principal.userId, { only: ended.deviceId }, now);
      });
      await audit(principal, origin, 'security.session.revoke', { session: id, trustsEnded });
      return { revoked: 1 };
    },

    /** Signs every other device out: their sessions end, and every trust but this device's. */
    async revokeOtherSessions(principal: SessionPrincipal, origin: RequestOrigin): Promise<Revoked> {
      const now = clock();
      const { revoked, trustsEnded } = await db.transaction(async (t) => ({
        revoked: await repo.revokeOtherSessions(t, principal.userId, principal.sessionId, now),
        trustsEnded: await revokeDeviceTrusts(
          t,
          principal.userId,
          { except: await deviceOfSession(t, principal.sessionId) },
          now,
        ),
      }));
      await audit(principal, origin, 'security.sessions.revoke_others', { count: revoked, trustsEnded });
      return { revoked };
    },

    async trustedDevices(principal: SessionPrincipal): Promise<TrustedDeviceList> {
      const currentDevice = await deviceOfSession(db, principal.sessionId);
      const rows = await repo.listLiveTrusts(db, principal.userId, currentDevice, clock());
      return {
        items: rows.map((row) => ({
          id: row.id,
          ...deviceLabel(row.userAgent),
          trusted_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt?.toISOString() ?? null,
          trusted_until: row.trustedUntil.toISOString(),
          current: Boolean(row.current),
        })),
      };
    },

    async revokeTrustedDevice(
      principal: SessionPrincipal,
      id: string,
      origin: RequestOrigin,
    ): Promise<Revoked> {
      if (!(await revokeTrustedDevice(db, principal.userId, id, clock()))) throw notFound('Trusted device');
      await audit(principal, origin, 'security.device.revoke', { trust: id });
      return { revoked: 1 };
    },

    async signIns(principal: SessionPrincipal, page: number): Promise<SignInHistoryPage> {
      const rows = await repo.listSignInEvents(db, principal, {
        limit: SIGN_IN_PAGE_SIZE,
        offset: (page - 1) * SIGN_IN_PAGE_SIZE,
      });
      // A page past the last has no rows to carry the total: count once more from the first page.
      const total =
        rows[0]?.total ??
        (page > 1
          ? ((await repo.listSignInEvents(db, principal, { limit: 1, offset: 0 }))[0]?.total ?? 0)
          : 0);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          at: row.createdAt.toISOString(),
          kind: KIND_OF_ACTION[row.action] ?? 'signed_in',
          ip: row.ip,
          ...deviceLabel(userAgentIn(row.details)),
        })),
        page,
        page_size: SIGN_IN_PAGE_SIZE,
        total,
        page_count: Math.ceil(total / SIGN_IN_PAGE_SIZE),
      };
    },
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
