import { type HttpError, unprocessable } from '@/shared/errors';
import type { Origin } from '@/shared/origin';
import { checkPassword } from '@/shared/passwords';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import { AUTH_MESSAGES, type AuthContext, self } from './context';
import * as repo from './repository';

/** A step-up on a locked account: sign-in's status and message, on the field the answer came in. */
const lockedOut = (field: string) =>
  unprocessable({ [field]: [AUTH_MESSAGES.exhausted] }, AUTH_MESSAGES.exhausted);

/** One step-up's answer: where it came in, how a wrong one is refused and whether it is right. */
export interface StepUpCheck {
  /** The audit action of a wrong answer. */
  action: string;
  /** The request's field the answer came in: a refusal for the lock names it. */
  field: string;
  wrong: () => HttpError;
  /** Whether the answer is right (a code is also claimed, so it is accepted once). */
  passes: () => Promise<boolean>;
}

/** A code asked again for a signed-in action (a document signed): where it came in and what a wrong one says. */
export interface CodeCheck {
  action: string;
  field: string;
  wrongMessage: string;
}

/** A password or code asked again on a signed-in session before a security change. */
export function stepUpFlows({ deps, db, audit, fail, accountOf, acceptTotp }: AuthContext) {
  /**
   * The one rule of every step-up on a signed-in session (a password or code asked again before a security
   * change), as at sign-in: each try counts against the per-account limit, a locked account is refused
   * whatever the answer, and a wrong answer counts toward the lock. Otherwise a stolen session could guess
   * the password past the lock, then add its own passkey or change the password.
   */
  async function stepUp(account: repo.Account, origin: Origin, check: StepUpCheck) {
    await deps.accountLimiter.hit(account.email);
    if ((await repo.findLockout(db, account.email))?.lockedAt) {
      await audit('auth.stepup.locked', origin, self(account), { refused: check.action });
      throw lockedOut(check.field);
    }
    if (await check.passes()) return;
    const { locked } = await fail(account.email, account, origin, check.action);
    throw locked ? lockedOut(check.field) : check.wrong();
  }

  /** A signed-in user's password, asked again before a security change. */
  const confirmCurrentPassword = (account: repo.Account, password: string, origin: Origin, action: string) =>
    stepUp(account, origin, {
      action,
      field: 'current_password',
      wrong: () => unprocessable({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] }),
      passes: () => checkPassword(account.passwordHash, password),
    });

  /** A code from the account's authenticator, asked again: accepted once, under the step-up rule. */
  const confirmAccountCode = (account: repo.Account, code: string, origin: Origin, check: CodeCheck) =>
    stepUp(account, origin, {
      action: check.action,
      field: check.field,
      wrong: () => unprocessable({ [check.field]: [check.wrongMessage] }),
      passes: async () =>
        account.mfaSecret !== null &&
        code !== '' &&
        (await acceptTotp(account, account.mfaSecret, code)) !== null,
    });

  return {
    stepUp,
    confirmCurrentPassword,

    /**
     * A fresh proof before a security change (a passkey added): the current password, or a code from the
     * authenticator never used before; the step-up rule applies to either.
     */
    async confirmFresh(
      principal: SessionPrincipal,
      proof: { current_password?: string; otp?: string },
      origin: Origin,
      action: string,
    ) {
      const account = await accountOf(principal);
      if (proof.current_password !== undefined) {
        await confirmCurrentPassword(account, proof.current_password, origin, action);
      } else {
        await confirmAccountCode(account, proof.otp ?? '', origin, {
          action,
          field: 'otp',
          wrongMessage: AUTH_MESSAGES.wrongCode,
        });
      }
      return account;
    },

    /** A fresh code from the authenticator for a signed-in action (a document signed), under the step-up rule. */
    async confirmCode(who: Pick<SessionPrincipal, 'userId'>, code: string, origin: Origin, check: CodeCheck) {
      await confirmAccountCode(await accountOf(who), code, origin, check);
    },
  };
}
export type StepUpFlows = ReturnType<typeof stepUpFlows>;
