import { createSigner, createVerifier } from 'fast-jwt';

const AUDIENCE = 'sextant';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const ISSUER = 'sextant';

export type Role = 'client' | 'adviser' | 'admin';
const ROLES: readonly Role[] = ['client', 'adviser', 'admin'];

export interface TokenClaims {
  sub: string;
  sid: string;
  vip: boolean;
  /** Tells the app which side to open (the portal or the back office); the server reads the role from the session. */
  role: Role;
}

/**
 * Signs and verifies session JWTs: HS256 only, with exp (against the app's clock), aud, iss and typ
 * checked. fast-jwt verifies synchronously with node:crypto: jose's WebCrypto verify cost about a tenth of
 * a signed-in request's CPU under load (docs/decisions/0009-throughput.md).
 */
export function createTokenService(secret: string) {
  const signer = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: AUDIENCE,
    allowedIss: ISSUER,
    checkTyp: 'jwt',
    // allowedAud/allowedIss only check a claim that is present: without these a token lacking aud or iss passes.
    requiredClaims: ['aud', 'iss', 'exp', 'sub', 'sid'],
    // Expiry is checked below against the app's clock (tests move it), not the system's.
    ignoreExpiration: true,
    complete: true,
  });
  return {
    async sign(claims: TokenClaims, expiresAt: Date, now: Date): Promise<string> {
      return signer({
        sub: claims.sub,
        sid: claims.sid,
        vip: claims.vip,
        role: claims.role,
        iss: ISSUER,
        aud: AUDIENCE,
        iat: Math.floor(now.getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      });
    },
    /** The claims of a valid token, or null for anything else (forged, expired, `alg: none`, wrong type). */
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      try {
        const { payload } = verifier(token) as { payload: Record<string, unknown> };
        if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return null;
        // Both name database rows by uuid: anything else is not a token this server signed.
        if (!isUuid(payload.sid) || !isUuid(payload.sub)) return null;
        const role = ROLES.find((known) => known === payload.role) ?? 'client';
        return { sub: payload.sub, sid: payload.sid, vip: payload.vip === true, role };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
