import type { Origin } from '@/shared/origin';
import { trustDevice } from '@/shared/sessions/device-repository';
import { createSession, revokeSession, type SessionPrincipal } from '@/shared/sessions/repository';
import type { AuthContext } from './context';
import type * as repo from './repository';

/** Sessions: one issued at sign-in (with its token), the device trusted after a second factor, sign-out. */
export function sessionFlows({ deps, db, clock, audit }: AuthContext) {
  async function issueSession(account: repo.Account, origin: Origin, mfaVerified: boolean) {
    const now = clock();
    const expiresAt = deps.policy.endOf(now);
    const sessionId = await createSession(db, {
      userId: account.id,
      deviceId: origin.deviceId,
      mfaVerified,
      ip: origin.ip,
      userAgent: origin.userAgent ?? null,
      now,
      expiresAt,
    });
    return {
      sessionId,
      jwt: await deps.tokens.sign(
        { sub: account.id, sid: sessionId, vip: account.vip, role: account.role },
        expiresAt,
        now,
      ),
    };
  }

  async function trust(account: repo.Account, origin: Origin) {
    if (!origin.deviceId) return;
    const now = clock();
    await trustDevice(db, account.id, origin.deviceId, deps.policy.trustedUntil(now), now);
  }

  async function logout(principal: SessionPrincipal, origin: Origin) {
    await revokeSession(db, principal.sessionId, clock());
    await audit('auth.logout', origin, { actorId: principal.userId, firmId: principal.firmId });
  }

  return { issueSession, trust, logout };
}
export type SessionFlows = ReturnType<typeof sessionFlows>;
