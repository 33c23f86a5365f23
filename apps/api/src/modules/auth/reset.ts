import { randomBytes } from 'node:crypto';
import type { Invite } from '@sextant/contracts/auth';
import { notFound, unprocessable } from '@/shared/errors';
import type { Origin } from '@/shared/origin';
import { hashPassword, newPasswordProblems } from '@/shared/passwords';
import { clearLockout } from '@/shared/people/repository';
import { revokeDeviceTrusts } from '@/shared/sessions/device-repository';
import { revokeUserSessions } from '@/shared/sessions/repository';
import { AUTH_MESSAGES, type AuthContext, hashCode } from './context';
import { inviteMail, resetMail } from './notices';
import * as repo from './repository';

export const RESET_CODE_MS = 30 * 60 * 1000;
export const INVITE_CODE_MS = 14 * 24 * 60 * 60 * 1000;

const badCode = () => unprocessable({ code: [AUTH_MESSAGES.badCode] }, AUTH_MESSAGES.badCode);

/** A password set from a link: a reset the account asked for, or an invite from its firm's staff. */
export function resetFlows({ deps, db, clock, audit }: AuthContext) {
  async function sendCode(
    kind: repo.CodeKind,
    account: { id: string; email: string; firstName: string },
    createdBy: string | null,
  ) {
    const now = clock();
    const code = randomBytes(32).toString('base64url');
    const ttl = kind === 'reset' ? RESET_CODE_MS : INVITE_CODE_MS;
    await repo.storeCode(db, kind, {
      userId: account.id,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + ttl),
      createdBy,
      now,
    });
    const link = `${deps.publicUrl}/${kind === 'reset' ? 'password-reset' : 'invite'}/${code}`;
    await deps.mailer.send(kind === 'reset' ? resetMail(account, link) : inviteMail(account, link));
    return link;
  }

  return {
    /** Answers the same whether or not the account exists. */
    async requestReset(email: string, origin: Origin) {
      await deps.accountLimiter.hit(email);
      const account = await repo.findAccountByEmail(db, email);
      await audit('auth.password.reset_request', origin, {
        actorId: account?.id,
        firmId: account?.firmId,
        subject: email,
      });
      if (account?.active) await sendCode('reset', account, null);
      return { message: AUTH_MESSAGES.resetSent };
    },

    /** Mails an invite to an account; the staff back office calls this. Answers the link. */
    sendInvite: (account: { id: string; email: string; firstName: string }, invitedBy: string | null) =>
      sendCode('invite', account, invitedBy),

    async inviteDetails(code: string): Promise<Invite> {
      const found = await repo.findUsableCode(db, hashCode(code), clock());
      if (found?.kind !== 'invite') throw notFound('Invite');
      return { email: found.email, first_name: found.firstName };
    },

    /**
     * A new password from an invite or reset code; ends every session, every device's trust (as a change of
     * password does: whoever had the old one signs in with both factors again) and any lock.
     */
    async setPassword(code: string, password: string, origin: Origin) {
      const found = await repo.findUsableCode(db, hashCode(code), clock());
      if (!found) throw badCode();
      const problems = await newPasswordProblems(password, await repo.passwordContextOf(db, found.userId), {
        demoData: deps.demoData === true,
      });
      if (problems.length) throw unprocessable({ password: problems });
      const passwordHash = await hashPassword(password);
      const now = clock();
      const trustsEnded = await db.transaction(async (t) => {
        if (!(await repo.consumeCode(t, found.kind, found.id, now))) throw badCode();
        await repo.setPasswordHash(t, found.userId, passwordHash, now);
        await revokeUserSessions(t, found.userId, null, now);
        await clearLockout(t, found.email);
        return revokeDeviceTrusts(t, found.userId, { except: null }, now);
      });
      await audit(
        found.kind === 'reset' ? 'auth.password.reset' : 'auth.invite.accept',
        origin,
        { actorId: found.userId, firmId: found.firmId, subject: found.email },
        { trustsEnded },
      );
    },
  };
}
