import type { DeviceTrust, Revoked, TrustedDeviceList } from '@sextant/contracts/security';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { notFound } from '@/shared/errors';
import { revokeTrustedDevice } from '@/shared/sessions/device-repository';
import { deviceOfSession, type SessionPrincipal } from '@/shared/sessions/repository';
import { type RequestOrigin, securityAudit } from './audit';
import * as repo from './repository';
import { deviceLabel } from './user-agent';

/** The devices that skip the code at sign-in, taking that trust away, and the code step's choice. */
export function trustedDeviceFlows(db: Database, clock: Clock) {
  const audit = securityAudit(db, clock);
  return {
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

    /**
     * The code step's choice for the device this session signed in from (never one the call names):
     * `false` ends its trust; `true` keeps what its second factor gave, and grants nothing.
     */
    async chooseDeviceTrust(
      principal: SessionPrincipal,
      remember: boolean,
      origin: RequestOrigin,
    ): Promise<DeviceTrust> {
      const device = await deviceOfSession(db, principal.sessionId);
      const now = clock();
      if (device && !remember) {
        const ended = await repo.endTrustOf(db, principal.userId, device, now);
        if (ended) await audit(principal, origin, 'security.device.forget', { trust: ended });
      }
      const trust =
        device && remember ? await repo.liveTrustOf(db, principal.userId, device, now) : undefined;
      return trust
        ? { remembered: true, trusted_until: trust.trustedUntil.toISOString() }
        : { remembered: false, trusted_until: null };
    },
  };
}
