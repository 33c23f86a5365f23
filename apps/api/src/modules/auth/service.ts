import { createHash, randomBytes } from 'node:crypto';
import type { Invite, LoginResult, MfaStatus } from '@sextant/contracts/auth';
import QRCode from 'qrcode';
import type { Database } from '@/db/client';
import type { Mailer } from '@/plugins/mail';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import type { Limiter } from '@/shared/limits';
import type { Origin } from '@/shared/origin';
import { checkPassword, hashPassword, newPasswordProblems } from '@/shared/passwords';
import { claimTotpStep, clearLockout } from '@/shared/people/repository';
import {
  forgetTrustedDevices,
  revokeDeviceTrusts,
  trustDevice,
  upsertDevice,
  useTrustedDevice,
} from '@/shared/sessions/device-repository';
import type { SessionPolicy } from '@/shared/sessions/policy';
import {
  createSession,
  deviceOfSession,
  markSessionVerified,
  revokeSession,
  revokeUserSessions,
  type SessionPrincipal,
} from '@/shared/sessions/repository';
import type { TokenService } from '@/shared/sessions/tokens';
import { matchTotp, newTotpSecret, totpUri } from '@/shared/totp';
import { passwordChangedMail } from './notices';
import * as repo from './repository';

export const LOCKOUT_THRESHOLD = 5;
export const RESET_CODE_MS = 30 * 60 * 1000;
export const INVITE_CODE_MS = 14 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  incorrect: 'Incorrect email or password.',
  exhausted:
    'Your sign-in attempts are exhausted and your account is locked. Unlock it with your authenticator app, reset your password or contact support.',
  invalidOtp: 'Invalid token, please try again.',
  badCode: 'This link is no longer valid. Ask for a new one.',
  wrongCurrentPassword: 'Your current password is not correct.',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  resetSent: 'If an account exists for that email address, we have sent instructions to reset the password.',
} as const;

export type { Origin } from '@/shared/origin';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  policy: SessionPolicy;
  /** Per-account attempts on every auth call, beside the per-IP limits. */
  accountLimiter: Limiter;
  publicUrl: string;
  lockoutThreshold?: number;
  /** Whether the server runs the demo (DEMO_DATA): its published password is then allowed. */
  demoData?: boolean;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const incorrect = () => unprocessable({ password: [AUTH_MESSAGES.incorrect] }, AUTH_MESSAGES.incorrect);
const exhausted = () => unprocessable({ password: [AUTH_MESSAGES.exhausted] }, AUTH_MESSAGES.exhausted);
const invalidOtp = () => unprocessable({ otp: [AUTH_MESSAGES.invalidOtp] }, AUTH_MESSAGES.invalidOtp);
/** A step-up on a locked account: sign-in's status and message, on the field the answer came in. */
const lockedOut = (field: string) =>
  unprocessable({ [field]: [AUTH_MESSAGES.exhausted] }, AUTH_MESSAGES.exhausted);

/** One step-up's answer: where it came in, how a wrong one is refused and whether it is right. */
interface StepUpCheck {
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

export function createAuthService(deps: AuthDeps) {
  const { db, clock } = deps;
  const threshold = deps.lockoutThreshold ?? LOCKOUT_THRESHOLD;
  const audit = (
    action: string,
    origin: Origin,
    who: { actorId?: string | null; firmId?: string | null; subject?: string | null },
    details?: Record<string, unknown>,
  ) =>
    recordAudit(db, {
      action,
      ...who,
      ip: origin.ip,
      deviceId: origin.deviceId,
      // The security centre's sign-in history names the device and browser from it.
      details: origin.userAgent ? { ...details, userAgent: origin.userAgent } : details,
      at: clock(),
    });

  /** One failed factor for the email: counts toward the lock, and a lock ends sessions waiting for MFA. */
  async function fail(email: string, account: repo.Account | null, origin: Origin, action: string) {
    const now = clock();
    const { failures, lockedAt } = await repo.recordFailure(db, email, threshold, now);
    const who = { actorId: account?.id ?? null, firmId: account?.firmId ?? null, subject: email };
    await audit(action, origin, who, { failures });
    const lockedNow = lockedAt !== null && failures === threshold;
    if (lockedNow) {
      await audit('auth.lockout', origin, who);
      if (account) await repo.revokePendingSessions(db, account.id, now);
    }
    return { locked: lockedAt !== null };
  }

  /**
   * The one rule of every step-up on a signed-in session (a password or code asked again before a security
   * change), as at sign-in: each try counts against the per-account limit, a locked account is refused
   * whatever the answer, and a wrong answer counts toward the lock. Otherwise a stolen session could guess
   * the password past the lock, then add its own passkey or change the password.
   */
  async function stepUp(account: repo.Account, origin: Origin, check: StepUpCheck) {
    await deps.accountLimiter.hit(account.email);
    const who = { actorId: account.id, firmId: account.firmId, subject: account.email };
    if ((await repo.findLockout(db, account.email))?.lockedAt) {
      await audit('auth.stepup.locked', origin, who, { refused: check.action });
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
  const confirmCode = (account: repo.Account, code: string, origin: Origin, check: CodeCheck) =>
    stepUp(account, origin, {
      action: check.action,
      field: check.field,
      wrong: () => unprocessable({ [check.field]: [check.wrongMessage] }),
      passes: async () =>
        account.mfaSecret !== null &&
        code !== '' &&
        (await acceptTotp(account, account.mfaSecret, code)) !== null,
    });

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

  /** A code from the user's authenticator, accepted once. */
  async function acceptTotp(account: repo.Account, secret: string, otp: string): Promise<number | null> {
    const step = matchTotp(secret, otp, clock(), account.mfaLastStep);
    if (step === null) return null;
    return (await claimTotpStep(db, account.id, step)) ? step : null;
  }

  async function trust(account: repo.Account, origin: Origin) {
    if (!origin.deviceId) return;
    const now = clock();
    await trustDevice(db, account.id, origin.deviceId, deps.policy.trustedUntil(now), now);
  }

  /** A second factor that verified: the session is signed in, the device trusted and the lock count cleared. */
  /** `remember` (the code step's choice, on by default) trusts the device for the policy's time. */
  async function secondFactorPassed(
    principal: SessionPrincipal,
    account: repo.Account,
    origin: Origin,
    action: string,
    { remember = true, details }: { remember?: boolean; details?: Record<string, unknown> } = {},
  ) {
    await clearLockout(db, account.email);
    await markSessionVerified(db, principal.sessionId);
    if (remember) await trust(account, origin);
    await audit(
      action,
      origin,
      { actorId: account.id, firmId: account.firmId, subject: account.email },
      { ...details, remembered: remember && origin.deviceId !== null },
    );
  }

  async function accountOf(principal: Pick<SessionPrincipal, 'userId'>) {
    const account = await repo.findAccountById(db, principal.userId);
    if (!account) throw new HttpError(401, 'Your session has ended.');
    return account;
  }

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
    await deps.mailer.send(
      kind === 'reset'
        ? {
            to: account.email,
            subject: 'Reset your Sextant password',
            text: `Hello ${account.firstName},\n\nUse this link within 30 minutes to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this email: your password has not changed.\n`,
          }
        : {
            to: account.email,
            subject: 'Your invitation to the client portal',
            text: `Hello ${account.firstName},\n\nYour financial planner has invited you to their client portal. Use this link within 14 days to set your password:\n\n${link}\n`,
          },
    );
    return link;
  }

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
        image_url: await QRCode.toDataURL(totpUri(secret, account.email), { margin: 1, width: 240 }),
      };
    },

    /** Second factor on an mfa-pending session; `remember` trusts the device for the policy's time. */
    async verifyMfa(principal: SessionPrincipal, otp: string, origin: Origin, remember: boolean) {
      const account = await accountOf(principal);
      await deps.accountLimiter.hit(account.email);
      const step = account.mfaSecret ? await acceptTotp(account, account.mfaSecret, otp) : null;
      if (step === null) {
        await fail(account.email, account, origin, 'auth.mfa.failure');
        throw invalidOtp();
      }
      await secondFactorPassed(principal, account, origin, 'auth.mfa.success', { remember });
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
        await confirmCode(account, proof.otp ?? '', origin, {
          action,
          field: 'otp',
          wrongMessage: AUTH_MESSAGES.wrongCode,
        });
      }
      return account;
    },

    /** A fresh code from the authenticator for a signed-in action (a document signed), under the step-up rule. */
    async confirmCode(who: Pick<SessionPrincipal, 'userId'>, code: string, origin: Origin, check: CodeCheck) {
      await confirmCode(await accountOf(who), code, origin, check);
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
      await audit('auth.mfa.setup', origin, {
        actorId: account.id,
        firmId: account.firmId,
        subject: account.email,
      });
    },

    async deleteMfa(principal: SessionPrincipal, currentPassword: string, origin: Origin) {
      const account = await accountOf(principal);
      await confirmCurrentPassword(account, currentPassword, origin, 'auth.mfa.delete.failure');
      await repo.removeMfa(db, account.id, clock());
      await forgetTrustedDevices(db, account.id);
      await audit('auth.mfa.delete', origin, {
        actorId: account.id,
        firmId: account.firmId,
        subject: account.email,
      });
    },

    async logout(principal: SessionPrincipal, origin: Origin) {
      await revokeSession(db, principal.sessionId, clock());
      await audit('auth.logout', origin, { actorId: principal.userId, firmId: principal.firmId });
    },

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
      if (!found) throw unprocessable({ code: [AUTH_MESSAGES.badCode] }, AUTH_MESSAGES.badCode);
      const problems = await newPasswordProblems(password, await repo.passwordContextOf(db, found.userId), {
        demoData: deps.demoData === true,
      });
      if (problems.length) throw unprocessable({ password: problems });
      const passwordHash = await hashPassword(password);
      const now = clock();
      const trustsEnded = await db.transaction(async (t) => {
        if (!(await repo.consumeCode(t, found.kind, found.id, now))) {
          throw unprocessable({ code: [AUTH_MESSAGES.badCode] }, AUTH_MESSAGES.badCode);
        }
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
      await audit(
        'auth.password.change',
        origin,
        { actorId: account.id, firmId: account.firmId, subject: account.email },
        { trustsEnded },
      );
      await deps.mailer.send(passwordChangedMail(account, now, deps.publicUrl));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
