import { createHash } from 'node:crypto';
import type { Database } from '@/db/client';
import type { Mailer } from '@/plugins/mail';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { HttpError, unprocessable } from '@/shared/errors';
import type { Limiter } from '@/shared/limits';
import type { Origin } from '@/shared/origin';
import { claimTotpStep } from '@/shared/people/repository';
import type { SessionPolicy } from '@/shared/sessions/policy';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import type { TokenService } from '@/shared/sessions/tokens';
import { matchTotp } from '@/shared/totp';
import * as repo from './repository';

export const LOCKOUT_THRESHOLD = 5;

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

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
export const incorrect = () =>
  unprocessable({ password: [AUTH_MESSAGES.incorrect] }, AUTH_MESSAGES.incorrect);
export const exhausted = () =>
  unprocessable({ password: [AUTH_MESSAGES.exhausted] }, AUTH_MESSAGES.exhausted);
export const invalidOtp = () => unprocessable({ otp: [AUTH_MESSAGES.invalidOtp] }, AUTH_MESSAGES.invalidOtp);

/** Whom an audit row is about: who acted, in which firm, and the email it concerns. */
type Who = { actorId?: string | null; firmId?: string | null; subject?: string | null };

/** An account's audit names: the account acting on itself. */
export const self = (account: repo.Account): Who => ({
  actorId: account.id,
  firmId: account.firmId,
  subject: account.email,
});

/**
 * What every flow of the auth service shares: its dependencies, the audit row, a failed factor counted
 * toward the lock, the session's account, and a code from an authenticator accepted once.
 */
export function authContext(deps: AuthDeps) {
  const { db, clock } = deps;
  const threshold = deps.lockoutThreshold ?? LOCKOUT_THRESHOLD;
  const audit = (action: string, origin: Origin, who: Who, details?: Record<string, unknown>) =>
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

  async function accountOf(principal: Pick<SessionPrincipal, 'userId'>) {
    const account = await repo.findAccountById(db, principal.userId);
    if (!account) throw new HttpError(401, 'Your session has ended.');
    return account;
  }

  /** A code from the user's authenticator, accepted once. */
  async function acceptTotp(account: repo.Account, secret: string, otp: string): Promise<number | null> {
    const step = matchTotp(secret, otp, clock(), account.mfaLastStep);
    if (step === null) return null;
    return (await claimTotpStep(db, account.id, step)) ? step : null;
  }

  return { deps, db, clock, audit, fail, accountOf, acceptTotp };
}
export type AuthContext = ReturnType<typeof authContext>;
