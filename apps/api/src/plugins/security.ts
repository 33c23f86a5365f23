import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { THEME_SCRIPT } from '@sextant/contracts/rules/theme';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '@/shared/errors';
import type { Counter } from '@/shared/limits';

/**
 * Helmet's headers for these options, worked out once: they are the same for every answer, and helmet
 * parsing its CSP directives on each request cost a twentieth of a request's CPU.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** The one inline script of index.html (the theme, set before the first paint), allowed by its hash. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/**
 * The ceiling's counts for @fastify/rate-limit, kept by the limits (shared/limits.ts): in Redis or this
 * node's memory, and in memory while Redis does not answer. No route sets a ceiling of its own, so a
 * route's store is this one.
 */
function ceilingStore(counter: Counter) {
  return class CeilingStore implements FastifyRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      counter.count(key).then(
        ({ current, msLeft }) => done(null, { current, ttl: msLeft }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  };
}

/** Security headers (CSP for the app on one origin) and a per-IP request ceiling. */
export default fp<{ sentryDsn: string | undefined; perIpPerMinute: number }>(
  async (app, { sentryDsn, perIpPerMinute }) => {
    const reportOrigin = sentryDsn ? new URL(sentryDsn).origin : null;
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", THEME_SCRIPT_HASH],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", ...(reportOrigin ? [reportOrigin] : [])],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Every API answer may carry a client's data: no browser or proxy may keep it (files included).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
    await app.register(rateLimit, {
      global: true,
      store: ceilingStore(app.limits.counter('ceiling', 60)),
      max: perIpPerMinute,
      timeWindow: 60_000,
      // The ceiling guards the API; the app's own files (precompressed, cached) are not counted.
      allowList: (request) => !request.url.startsWith('/v1/') && !request.url.startsWith('/docs'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    });
  },
  { name: 'security', dependencies: ['limits'] },
);
