import { describe, expect, it } from 'vitest';
import { fakeToken } from '@/test/tokens';
import { decodeToken, tokenExpired, vipOf } from './jwt';

describe('jwt', () => {
  it('reads the payload without verifying it (base64url, UTF-8)', () => {
    const token = fakeToken({ exp: 2_000_000_000, vip: true, name: 'Zoë' });
    expect(decodeToken(token)).toMatchObject({ exp: 2_000_000_000, vip: true, sub: 'user-1' });
    expect(decodeToken('not a token')).toBeNull();
    expect(decodeToken('a.!!!.c')).toBeNull();
  });

  it('the vip claim', () => {
    expect(vipOf(fakeToken({ vip: true }))).toBe(true);
    expect(vipOf(fakeToken({ vip: false }))).toBe(false);
    expect(vipOf(fakeToken())).toBe(false);
    expect(vipOf('garbage')).toBe(false);
  });

  it('expiry: exp in seconds; an unreadable token or one without exp counts as expired', () => {
    const token = fakeToken({ exp: 1_000 });
    expect(tokenExpired(token, 999_999)).toBe(false);
    expect(tokenExpired(token, 1_000_000)).toBe(true);
    expect(tokenExpired('garbage')).toBe(true);
    expect(tokenExpired(fakeToken({ exp: undefined }))).toBe(true);
  });
});
