import type { LoginResult } from '@sextant/contracts/auth';
import type { Origin } from '@/shared/origin';
import { checkPassword } from '@/shared/passwords';
import { clearLockout } from '@/shared/people/repository';
import { upsertDevice, useTrustedDevice } from '@/shared/sessions/device-repository';
import { revokeSession } from '@/shared/sessions/repository';
import { type AuthContext, exhausted, incorrect, invalidOtp } from './context';
import * as repo from './repository';
import type { SessionFlows } from './sessions';

/** Signing in: the device, the password step, and unlocking a locked account with the authenticator. */
export function signInFlows(
  { deps, db, clock, audit, fail, acceptTotp }: AuthContext,
  { issueSession }: Pick<SessionFlows, 'issueSession'>,
) {
  return {
    async registerDevice(deviceId: string, type: string) {
      await upsertDevice(db, deviceId, type, clock());
    },

    /** Password step. Unknown emails are counted and answered exactly like known ones. */
    async login(email: string, password: string, origin: Origin): Promise<LoginResult> {
      await deps.accountLimiter.hit(email);
      const [account, lockout] = await Promise.all([
        repo.findAccountByEmail(db, email),
        repo.findLockout(db, email),
      ]);
      const usable = account?.active ? account : null;
      const passwordOk = await checkPassword(usable?.passwordHash, password);
      if (lockout?.lockedAt) {
        await audit('auth.login.locked', origin, {
          actorId: usable?.id,
          firmId: usable?.firmId,
          subject: email,
        });
        throw exhausted();
      }
      if (!usable || !passwordOk) {
        const { locked } = await fail(email, usable, origin, 'auth.login.failure');
        throw locked ? exhausted() : incorrect();
      }
      const trusted =
        usable.mfaSecret !== null &&
        origin.deviceId !== null &&
        (await useTrustedDevice(db, usable.id, origin.deviceId, clock()));
      // Only a complete sign-in resets the count: the password alone must not wipe out wrong codes,
      // or whoever knows it could guess codes without end, four at a time.
      if (lockout && trusted) await clearLockout(db, email);
      const { jwt } = await issueSession(usable, origin, trusted);
      await audit(
        'auth.login.password',
        origin,
        { actorId: usable.id, firmId: usable.firmId, subject: email },
        { trustedDevice: trusted },
      );
      return { jwt, terms_accepted: usable.termsAccepted };
    },

    /**
     * Unlocks a locked account with a code from its authenticator. The answer carries a jwt, as SPEC §4
     * reads it, but that session is closed at once: one factor must never yield a usable session.
     */
    async unlock(email: string, otp: string, origin: Origin): Promise<{ jwt: string }> {
      await deps.accountLimiter.hit(email);
      const account = await repo.findAccountByEmail(db, email);
      const usable = account?.active ? account : null;
      const step = usable?.mfaSecret ? await acceptTotp(usable, usable.mfaSecret, otp) : null;
      if (!usable || step === null) {
        await fail(email, usable, origin, 'auth.unlock.failure');
        throw invalidOtp();
      }
      await clearLockout(db, email);
      const { sessionId, jwt } = await issueSession(usable, origin, false);
      await revokeSession(db, sessionId, clock());
      await audit('auth.unlock', origin, { actorId: usable.id, firmId: usable.firmId, subject: email });
      return { jwt };
    },
  };
}
