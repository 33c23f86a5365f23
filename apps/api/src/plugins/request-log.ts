import { redactSecretPaths } from '@sextant/contracts/paths';
import { type FastifyRequest, LogController } from 'fastify';
import fp from 'fastify-plugin';

/** The request log line: one-time codes in paths (invite, password reset) are replaced. */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactSecretPaths(request.url),
    remoteAddress: request.ip,
  }),
};

/** Secrets never reach the logs, whatever a later change adds to the request log line. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-device-id"]',
  '*.password',
  '*.current_password',
  '*.repeat_password',
  '*.otp',
  '*.jwt',
];

/** Fastify's own line per request is off: the plugin below writes one, at debug. */
export const quietRequests = () => new LogController({ disableRequestLogging: true });

/**
 * A line per request is for debugging (LOG_LEVEL=debug): at info, the log keeps what an operator acts on.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
