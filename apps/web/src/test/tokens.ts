const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token with these claims (unsigned: the app never verifies, the server does). */
export function fakeToken(claims: { exp?: number; vip?: boolean; [claim: string]: unknown } = {}): string {
  const payload = { sub: 'user-1', sid: 'session-1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** A token whose exp has passed. */
export const expiredToken = (claims: { vip?: boolean } = {}) =>
  fakeToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
