import type { Origin } from '@/shared/origin';
import { clearLockout } from '@/shared/people/repository';
import { markSessionVerified, type SessionPrincipal } from '@/shared/sessions/repository';
import { type AuthContext, invalidOtp, self } from './context';
import type * as repo from './repository';
import type { SessionFlows } from './sessions';

/**
 * The second factor on an mfa-pending session: a code from the authenticator, or another means (a passkey,
 * through `app.auth`) that reports its outcome here, so both count toward the same lock.
 */
export function secondFactorFlows(
  { deps, db, audit, fail, accountOf, acceptTotp }: AuthContext,
  { trust }: Pick<SessionFlows, 'trust'>,
) {
  /**
   * A second factor that verified: the session is signed in, the device trusted for the policy's time and
   * the lock count cleared. A client who chose not to be remembered says so afterwards, in a call of its own
   * (`PUT /v1/user/device/trust`), so the code's call keeps SPEC's body.
   */
  async function secondFactorPassed(
    principal: SessionPrincipal,
    account: repo.Account,
    origin: Origin,
    action: string,
    { details }: { details?: Record<string, unknown> } = {},
  ) {
    await clearLockout(db, account.email);
    await markSessionVerified(db, principal.sessionId);
    await trust(account, origin);
    await audit(action, origin, self(account), { ...details, remembered: origin.deviceId !== null });
  }

  return {
    /** Second factor on an mfa-pending session: the device is trusted for the policy's time. */
    async verifyMfa(principal: SessionPrincipal, otp: string, origin: Origin) {
      const account = await accountOf(principal);
      await deps.accountLimiter.hit(account.email);
      const step = account.mfaSecret ? await acceptTotp(account, account.mfaSecret, otp) : null;
      if (step === null) {
        await fail(account.email, account, origin, 'auth.mfa.failure');
        throw invalidOtp();
      }
      await secondFactorPassed(principal, account, origin, 'auth.mfa.success');
    },

    /** The session's account, each call counted against the per-account limit of the sign-in calls. */
    async limitedAccountOf(principal: SessionPrincipal) {
      const account = await accountOf(principal);
      await deps.accountLimiter.hit(account.email);
      return account;
    },

    /** A second factor by another means (a passkey) that did not verify: counted like a wrong code. */
    async failSecondFactor(account: repo.Account, origin: Origin, action: string) {
      await fail(account.email, account, origin, action);
    },

    /** A second factor by another means (a passkey) that verified: the same upgrade as a right code. */
    passSecondFactor: secondFactorPassed,
  };
}
