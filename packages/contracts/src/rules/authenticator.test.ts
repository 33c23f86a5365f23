import { describe, expect, it } from 'vitest';
import { authenticatorUri } from './authenticator';

describe('the authenticator account', () => {
  it('is an otpauth link naming the issuer and the account, with the secret and the code settings', () => {
    const uri = new URL(authenticatorUri('JBSWY3DPEHPK3PXP', 'anne+isa@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Sextant:anne+isa@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Sextant',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('names the issuer alone when the email is not known', () => {
    expect(authenticatorUri('JBSWY3DPEHPK3PXP')).toMatch(/^otpauth:\/\/totp\/Sextant\?issuer=Sextant&/);
  });
});
