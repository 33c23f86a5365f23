import { jwtVerify, SignJWT } from 'jose';

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

/** Signs and verifies session JWTs: HS256 only, with exp, aud, iss and typ checked. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims, expiresAt: Date, now: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, vip: claims.vip, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid token, or null for anything else (forged, expired, `alg: none`, wrong type). */
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: ISSUER,
          typ: 'JWT',
          currentDate: now,
          requiredClaims: ['sub', 'sid', 'exp'],
        });
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
