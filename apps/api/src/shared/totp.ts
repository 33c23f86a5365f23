import { timingSafeEqual } from 'node:crypto';
import { AUTHENTICATOR } from '@sextant/contracts/rules/authenticator';
import { Secret, TOTP } from 'otpauth';

export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / AUTHENTICATOR.period);

/** A new 160-bit secret, base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totp = (secret: string) =>
  new TOTP({
    ...AUTHENTICATOR,
    secret: Secret.fromBase32(secret),
  });

export const totpCodeAt = (secret: string, step: number) =>
  totp(secret).generate({ timestamp: step * AUTHENTICATOR.period * 1000 });

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
