import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findLiveSession, type SessionPrincipal, touchSession } from '../modules/sessions/repository';
import { createTokenService, SESSION_IDLE_MS, type TokenService } from '../modules/sessions/tokens';
import { unauthorized } from '../shared/errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: a verified (both factors) client session. */
    requireClient: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    principal: SessionPrincipal | null;
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

export default fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    const tokens = createTokenService(jwtSecret);
    app.decorate('tokens', tokens);
    app.decorateRequest('principal', null);

    /** The live session a bearer token names, or null; idle sessions past the limit count as ended. */
    async function resolve(request: FastifyRequest): Promise<SessionPrincipal | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const now = app.clock();
      const claims = await tokens.verify(token, now);
      if (!claims) return null;
      const session = await findLiveSession(app.db, claims.sid, now);
      if (!session || session.userId !== claims.sub) return null;
      const idle = now.getTime() - session.lastSeenAt.getTime();
      if (idle > SESSION_IDLE_MS) return null;
      if (idle > TOUCH_EVERY_MS) await touchSession(app.db, session.sessionId, now);
      return session;
    }

    app.decorate('requireClient', async (request: FastifyRequest) => {
      const principal = await resolve(request);
      if (!principal?.mfaVerified || principal.role !== 'client') throw unauthorized();
      request.principal = principal;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
