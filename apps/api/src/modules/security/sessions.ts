import type { ActiveSessionList, Revoked } from '@sextant/contracts/security';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { notFound, unprocessable } from '@/shared/errors';
import { revokeDeviceTrusts } from '@/shared/sessions/device-repository';
import type { SessionPolicy } from '@/shared/sessions/policy';
import { deviceOfSession, type SessionPrincipal } from '@/shared/sessions/repository';
import { type RequestOrigin, securityAudit } from './audit';
import * as repo from './repository';
import { deviceLabel } from './user-agent';

/** The client's live sessions, and signing other devices out. */
export function sessionFlows({ db, clock, policy }: { db: Database; clock: Clock; policy: SessionPolicy }) {
  const audit = securityAudit(db, clock);
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
  };
}
