import { unprocessable } from '@/shared/errors';
import type { Origin } from '@/shared/origin';
import { hashPassword, newPasswordProblems } from '@/shared/passwords';
import { revokeDeviceTrusts } from '@/shared/sessions/device-repository';
import { deviceOfSession, revokeUserSessions, type SessionPrincipal } from '@/shared/sessions/repository';
import { type AuthContext, self } from './context';
import { passwordChangedMail } from './notices';
import * as repo from './repository';
import type { StepUpFlows } from './step-up';

/** A signed-in user's new password, after the current one is asked again. */
export function passwordChangeFlows(
  { deps, db, clock, audit, accountOf }: AuthContext,
  { confirmCurrentPassword }: Pick<StepUpFlows, 'confirmCurrentPassword'>,
) {
  return {
    /**
     * Changing the password ends every other session and the trust of every other device (whoever knew the
     * old password signs in with both factors again), and tells the client by mail.
     */
    async changePassword(principal: SessionPrincipal, current: string, password: string, origin: Origin) {
      const account = await accountOf(principal);
      await confirmCurrentPassword(account, current, origin, 'auth.password.change.failure');
      const problems = await newPasswordProblems(password, await repo.passwordContextOf(db, account.id), {
        demoData: deps.demoData === true,
      });
      if (password === current) problems.push('Choose a password different from your current one.');
      if (problems.length) throw unprocessable({ password: problems });
      const passwordHash = await hashPassword(password);
      const now = clock();
      const trustsEnded = await db.transaction(async (t) => {
        await repo.setPasswordHash(t, account.id, passwordHash, now);
        await revokeUserSessions(t, account.id, principal.sessionId, now);
        const here = await deviceOfSession(t, principal.sessionId);
        return revokeDeviceTrusts(t, account.id, { except: here }, now);
      });
      await audit('auth.password.change', origin, self(account), { trustsEnded });
      await deps.mailer.send(passwordChangedMail(account, now, deps.publicUrl));
    },
  };
}
