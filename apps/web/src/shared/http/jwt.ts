/** The claims the app reads from a login token (SPEC §3: exp and vip). Never verified here: the server does. */
export interface TokenClaims {
  exp?: number;
  vip?: boolean;
  [claim: string]: unknown;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the text is not one. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims !== null && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** The token's role claim: staff (adviser, admin) work the back office under /admin, never the client tabs. */
export function isStaffToken(token: string): boolean {
  const role = decodeToken(token)?.role;
  return role === 'adviser' || role === 'admin';
}

/** The token's vip claim (SPEC §1: switches the logo and the welcome wording). */
export function vipOf(token: string): boolean {
  return decodeToken(token)?.vip === true;
}

/**
 * True once the token's exp (seconds) has passed. A token that cannot be read, or has no exp, counts as
 * expired: the app never treats text it cannot understand as a live session.
 */
export function tokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = decodeToken(token)?.exp;
  return typeof exp !== 'number' || exp * 1000 <= nowMs;
}
