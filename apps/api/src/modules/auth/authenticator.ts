import type { MfaStatus } from '@sextant/contracts/auth';
import { authenticatorUri } from '@sextant/contracts/rules/authenticator';
import QRCode from 'qrcode';
import { unprocessable } from '@/shared/errors';
import type { Origin } from '@/shared/origin';
import { clearLockout } from '@/shared/people/repository';
import { forgetTrustedDevices } from '@/shared/sessions/device-repository';
import { markSessionVerified, type SessionPrincipal } from '@/shared/sessions/repository';
import { matchTotp, newTotpSecret } from '@/shared/totp';
import { type AuthContext, self } from './context';
import * as repo from './repository';
import type { SessionFlows } from './sessions';
import type { StepUpFlows } from './step-up';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The second factor's authenticator: offered with its QR code, set up with a first code, removed. */
export function authenticatorFlows(
  { deps, db, clock, audit, accountOf }: AuthContext,
  { trust }: Pick<SessionFlows, 'trust'>,
  { stepUp, confirmCurrentPassword }: Pick<StepUpFlows, 'stepUp' | 'confirmCurrentPassword'>,
) {
  return {
    async mfaStatus(principal: SessionPrincipal): Promise<MfaStatus> {
      const account = await accountOf(principal);
      if (account.mfaSecret) {
        if (principal.mfaVerified) return { mfa_configured: '2' };
        return {
          mfa_configured: true,
          device_trust_days: Math.round(deps.policy.rules.deviceTrustMs / DAY_MS),
        };
      }
      const secret = await repo.setPendingMfaSecret(db, account.id, newTotpSecret());
      return {
        mfa_configured: false,
        otp_code: secret,
        image_url: await QRCode.toDataURL(authenticatorUri(secret, account.email), { margin: 1, width: 240 }),
      };
    },

    /** First code from a new authenticator: turns MFA on and verifies the session. */
    async setupMfa(principal: SessionPrincipal, otp: string, origin: Origin) {
      const account = await accountOf(principal);
      // Set-up replaces nothing: with MFA on, only mfa-delete (both factors and the password) turns it off.
      const secret = account.mfaSecret ? null : account.mfaPendingSecret;
      const step = secret ? matchTotp(secret, otp, clock(), null) : null;
      // Under the step-up rule too: on a locked account a session must not set up an authenticator of its
      // own and then unlock the account with it.
      await stepUp(account, origin, {
        action: 'auth.mfa.setup.failure',
        field: 'otp',
        wrong: () => unprocessable({ otp: ['Unable to verify OTP'] }, 'Unable to verify OTP'),
        passes: async () => step !== null,
      });
      // Passed: the code matched the offered secret.
      await repo.activateMfa(db, account.id, secret!, step!, clock());
      await clearLockout(db, account.email);
      await markSessionVerified(db, principal.sessionId);
      await trust(account, origin);
      await audit('auth.mfa.setup', origin, self(account));
    },

    async deleteMfa(principal: SessionPrincipal, currentPassword: string, origin: Origin) {
      const account = await accountOf(principal);
      await confirmCurrentPassword(account, currentPassword, origin, 'auth.mfa.delete.failure');
      await repo.removeMfa(db, account.id, clock());
      await forgetTrustedDevices(db, account.id);
      await audit('auth.mfa.delete', origin, self(account));
    },
  };
}
