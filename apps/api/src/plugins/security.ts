import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '@/shared/errors';

/** Security headers (CSP for the app on one origin) and a per-IP request ceiling. */
export default fp<{ sentryDsn: string | undefined; perIpPerMinute: number }>(
  async (app, { sentryDsn, perIpPerMinute }) => {
    const reportOrigin = sentryDsn ? new URL(sentryDsn).origin : null;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
    // Every API answer may carry a client's data: no browser or proxy may keep it (files included).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
    await app.register(rateLimit, {
      global: true,
      // Per node in memory, or in Redis when there is one; a Redis that fails lets requests through
      // rather than refusing them all (a database write a request would cost more than it guards).
      ...(app.redis ? { redis: app.redis, skipOnError: true, nameSpace: 'sextant:ip:' } : {}),
      max: perIpPerMinute,
      timeWindow: '1 minute',
      // The ceiling guards the API; the app's own files (precompressed, cached) are not counted.
      allowList: (request) => !request.url.startsWith('/v1/') && !request.url.startsWith('/docs'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    });
  },
  { name: 'security', dependencies: ['limits'] },
);
