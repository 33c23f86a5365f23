import { timingSafeEqual } from 'node:crypto';
import { AUTHENTICATOR, authenticatorUri } from '@sextant/contracts/rules/authenticator';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = AUTHENTICATOR.period;

export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/** A new 160-bit secret, base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totp = (secret: string) =>
  new TOTP({
    issuer: AUTHENTICATOR.issuer,
    algorithm: AUTHENTICATOR.algorithm,
    digits: AUTHENTICATOR.digits,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** What the QR code carries: the same link a phone opens on the set-up screen. */
export const totpUri = (secret: string, email: string) => authenticatorUri(secret, email);

export const totpCodeAt = (secret: string, step: number) =>
  totp(secret).generate({ timestamp: step * PERIOD_SECONDS * 1000 });

/**
 * The time step a code belongs to, if it is the current or the previous step and newer than the last
 * step accepted (so a code never works twice, RFC 6238 §5.2); otherwise null.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastAcceptedStep: number | null,
): number | null {
  const current = totpStep(now);
  for (const step of [current, current - 1]) {
    if (lastAcceptedStep !== null && step <= lastAcceptedStep) continue;
    const expected = Buffer.from(totpCodeAt(secret, step));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return null;
}
