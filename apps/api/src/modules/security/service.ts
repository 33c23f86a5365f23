import type { SignInHistoryPage } from '@sextant/contracts/security';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import type { SessionPolicy } from '@/shared/sessions/policy';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import { sessionFlows } from './sessions';
import { signInHistory } from './sign-in-history';
import { trustedDeviceFlows } from './trusted-devices';

export type { RequestOrigin } from './audit';

/** The signed-in client's sessions, trusted devices and sign-in history, scoped to them and their firm. */
export function createSecurityService(deps: { db: Database; clock: Clock; policy: SessionPolicy }) {
  const sessions = sessionFlows(deps);
  const devices = trustedDeviceFlows(deps.db, deps.clock);
  return {
    sessions: sessions.sessions,
    revokeSession: sessions.revokeSession,
    revokeOtherSessions: sessions.revokeOtherSessions,
    trustedDevices: devices.trustedDevices,
    revokeTrustedDevice: devices.revokeTrustedDevice,
    chooseDeviceTrust: devices.chooseDeviceTrust,
    signIns: (principal: SessionPrincipal, page: number): Promise<SignInHistoryPage> =>
      signInHistory(deps.db, principal, page),
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
