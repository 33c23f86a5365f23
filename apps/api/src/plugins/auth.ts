import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@/db/client';
// app.db and app.clock, which the guards read, are declared by the db and clock plugins this one depends on.
import type {} from '@/plugins/db';
import type {} from '@/shared/clock';
import { unauthorized } from '@/shared/errors';
import {
  DEFAULT_SESSION_RULES,
  type SessionPolicy,
  type SessionRules,
  sessionPolicy,
} from '@/shared/sessions/policy';
import {
  findLiveSession,
  type SessionLookup,
  type SessionPrincipal,
  touchSession,
} from '@/shared/sessions/repository';
import { createTokenService, type TokenService } from '@/shared/sessions/tokens';

/**
 * Guards run as preParsing hooks: after the rate limits (onRequest), before the body is read, so a call
 * without a session answers 401 whatever its body.
 */
type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * A route's query that reads the live session and the route's data in one statement (one round trip where
 * two were made: docs/decisions/0009-throughput.md). The guard still runs first and applies every check to
 * the session it returns; the handler reads the data from `request.sessionData`.
 */
export type SessionQuery = (
  db: Database,
  lookup: SessionLookup,
) => Promise<{ session: SessionPrincipal | null; data: unknown }>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessionPolicy: SessionPolicy;
    /** Any live session, an mfa-pending one included (the MFA calls). */
    requireSession: Guard;
    /** A session past both factors, whatever the terms (terms, password and MFA changes). */
    requireVerified: Guard;
    /** A client's session past both factors with the latest terms accepted (every data call). */
    requireClient: Guard;
    /** A session past both factors that a data call would accept: a client's needs the latest terms. */
    requireUsable: Guard;
    /** A client's session past both factors, whatever the terms (the terms calls themselves). */
    requireVerifiedClient: Guard;
    /** A staff session (adviser or admin) past both factors: every back-office call. */
    requireStaff: Guard;
    /** An admin's session past both factors: managing staff. */
    requireAdmin: Guard;
  }
  interface FastifyRequest {
    principal: SessionPrincipal | null;
    /** What the route's session query read beside the session, once the guard has let it through. */
    sessionData: unknown;
  }
  interface FastifyContextConfig {
    sessionQuery?: SessionQuery;
  }
}

/** Writing last_seen_at on every call would cost a write a read; a minute is fine-grained enough for a 30-minute idle rule. */
const TOUCH_EVERY_MS = 60 * 1000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export default fp<{ jwtSecret: string; sessions?: Partial<SessionRules> | undefined }>(
  async (app, { jwtSecret, sessions }) => {
    const tokens = createTokenService(jwtSecret);
    const policy = sessionPolicy({ ...DEFAULT_SESSION_RULES, ...sessions });
    app.decorate('tokens', tokens);
    app.decorate('sessionPolicy', policy);
    app.decorateRequest('principal', null);
    app.decorateRequest('sessionData', undefined);

    /** The live session a bearer token names; idle sessions and stale mfa-pending ones count as ended. */
    async function resolve(request: FastifyRequest): Promise<SessionPrincipal> {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const now = app.clock();
      const claims = await tokens.verify(token, now);
      if (!claims) throw unauthorized();
      const lookup = { sessionId: claims.sid, now, startedAfter: policy.earliestLiveStart(now) };
      const sessionQuery = request.routeOptions.config.sessionQuery;
      const found = sessionQuery
        ? await sessionQuery(app.db, lookup)
        : { session: await findLiveSession(app.db, lookup), data: undefined };
      const session = found.session;
      if (!session || session.userId !== claims.sub || !policy.isActive(session, now)) throw unauthorized();
      request.sessionData = found.data;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await touchSession(app.db, session.sessionId, now);
      request.principal = session;
      return session;
    }

    app.decorate('requireSession', async (request: FastifyRequest) => {
      await resolve(request);
    });
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      if (!(await resolve(request)).mfaVerified) throw unauthorized();
    });
    app.decorate('requireUsable', async (request: FastifyRequest) => {
      const principal = await resolve(request);
      if (!principal.mfaVerified || (principal.role === 'client' && !principal.termsAccepted))
        throw unauthorized();
    });
    app.decorate('requireVerifiedClient', async (request: FastifyRequest) => {
      const principal = await resolve(request);
      if (!principal.mfaVerified || principal.role !== 'client') throw unauthorized();
    });
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const principal = await resolve(request);
      if (!principal.mfaVerified || principal.role === 'client') throw unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const principal = await resolve(request);
      if (!principal.mfaVerified || principal.role !== 'admin') throw unauthorized();
    });
    app.decorate('requireClient', async (request: FastifyRequest) => {
      const principal = await resolve(request);
      if (!principal.mfaVerified || principal.role !== 'client' || !principal.termsAccepted)
        throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['clock', 'db'] },
);
