import { authenticatorUri } from '@sextant/contracts/rules/authenticator';
import { TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCodeAt, totpStep } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP', () => {
  it('matches RFC 6238 test vector time steps with SHA-1', () => {
    // RFC 6238 Appendix B: secret '12345678901234567890', T = 59 s → 94287082 (8 digits; 6 digits: 287082).
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(rfcSecret, 1)).toBe('287082');
  });

  it('accepts the current and the previous step only', () => {
    const now = new Date('2026-11-21T10:00:15Z');
    const step = totpStep(now);
    expect(matchTotp(SECRET, totpCodeAt(SECRET, step), now, null)).toBe(step);
    expect(matchTotp(SECRET, totpCodeAt(SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(SECRET, totpCodeAt(SECRET, step - 2), now, null)).toBeNull();
    expect(matchTotp(SECRET, totpCodeAt(SECRET, step + 1), now, null)).toBeNull();
  });

  it('never accepts a step at or before the last one accepted', () => {
    const now = new Date('2026-11-21T10:00:15Z');
    const step = totpStep(now);
    expect(matchTotp(SECRET, totpCodeAt(SECRET, step), now, step)).toBeNull();
    expect(matchTotp(SECRET, totpCodeAt(SECRET, step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(SECRET, totpCodeAt(SECRET, step), now, step - 1)).toBe(step);
  });

  it('makes 160-bit secrets and an otpauth URI naming the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(authenticatorUri(secret, 'a@b.co')).toMatch(/^otpauth:\/\/totp\/Sextant:a%40b\.co\?.*secret=/);
  });

  it("writes the link as the otpauth library reads it, and its codes are the server's", () => {
    const parsed = URI.parse(authenticatorUri(SECRET, 'anne@example.com'));
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: 'Sextant', label: 'anne@example.com', digits: 6, period: 30 });
    expect(parsed.generate({ timestamp: 59_000 })).toBe(totpCodeAt(SECRET, 1));
  });
});
