import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseBusy, isDatabaseUnavailable } from '@/db/errors';
import type { ReportError } from '@/shared/error-reporting';
import { HttpError, notFound, statusName } from '@/shared/errors';
import { RateLimitedError } from '@/shared/limits';
import { fieldErrorsOf } from '@/shared/routes/validation';
import { throttle } from '@/shared/throttle';
// app.metrics, which counts the 503 answers, is declared by the metrics plugin this one depends on.
import type {} from './metrics';
// app.sendApp is declared by the web plugin, when a web build is served.
import type {} from './web';

/** How long a client is asked to wait while the database cannot be reached. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** And while every pool connection is in use: a moment, as the calls ahead of it end. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const WARNINGS = {
  busy: 'database busy: no pool connection came free in time, answering 503',
  unreachable: 'database unreachable: answering 503',
};

const API_PREFIXES = ['/v1/', '/docs'];
const isApiPath = (url: string) => url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
/** A path naming a file (`/manifest.json`, `/icon-192.png`): the app's screens never end in an extension. */
const isFilePath = (url: string) => /\.[A-Za-z0-9]{1,8}$/.test(url.split('?')[0]!);

/**
 * A path the router cannot read (bad percent-encoding, a segment past its length) answers in the API's own
 * error shape, without echoing the path, and like every API answer is never cached (Fastify's
 * `frameworkErrors`, set where the app is made).
 */
export function answerUnreadablePath(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode === 414 ? 414 : 400;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({
      name: statusName(status),
      message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
      status,
    });
}

/** A failed check of the contract's schema: 422 naming each field, as `{ errors: { field: [messages] } }`. */
function invalidFields(error: FastifyError) {
  const errors = fieldErrorsOf(error);
  return errors && new HttpError(422, 'The data you sent is not valid.', errors);
}

/**
 * Every error answers in the API's shape (`{ name, message, status, errors? }`): a schema's 422, a 503 with
 * Retry-After while the database cannot serve, an HttpError as it says, Fastify's own client errors by
 * their status, and anything else a 500 that is logged and reported. Unknown paths answer 404, or the web
 * app's page for a screen's address when a web build is served.
 */
export default fp<{ reportError: ReportError }>(
  async (app, { reportError }) => {
    // One warning per outage (or rush) rather than one per request: every call fails the same way meanwhile.
    const warnOnce = { busy: throttle(), unreachable: throttle() };

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const invalid = invalidFields(error);
      if (invalid) return reply.code(422).send(invalid.toBody());
      if (isDatabaseUnavailable(error)) {
        const reason = isDatabaseBusy(error) ? 'busy' : 'unreachable';
        warnOnce[reason]((heldBack) => request.log.warn({ err: error, heldBack }, WARNINGS[reason]));
        app.metrics.unavailable(reason);
        const busy = reason === 'busy';
        reply.header('retry-after', String(busy ? BUSY_RETRY_AFTER_SECONDS : OUTAGE_RETRY_AFTER_SECONDS));
        const message = busy
          ? 'The service is busy. Please try again in a moment.'
          : 'The service is briefly unavailable. Please try again in a moment.';
        return reply.code(503).send(new HttpError(503, message).toBody());
      }
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      // A body refused part-way is left unread: the connection closes rather than drain it (body-check.ts).
      if (!request.raw.complete) reply.header('connection', 'close');
      if (error instanceof HttpError) {
        if (error.status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
        if (error.status === 503) reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
        return reply.code(error.status).send(error.toBody());
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, 'unhandled error');
        reportError(error);
        return reply
          .code(500)
          .send(new HttpError(500, 'Something went wrong on our side. Please try again.').toBody());
      }
      // Fastify's own client errors (bad JSON, wrong content type, body too large): say what, not how.
      return reply.code(status).send({ name: statusName(status), message: error.message, status });
    });

    app.setNotFoundHandler((request, reply) => {
      // A missing file is a real 404, not the app's page with 200 (a soft 404 to browsers and crawlers).
      // The web plugin registers after this one (and not at all without a build): sendApp is read per request.
      if (app.sendApp && request.method === 'GET' && !isApiPath(request.url) && !isFilePath(request.url)) {
        return app.sendApp(reply);
      }
      return reply.code(404).send(notFound('The requested resource').toBody());
    });
  },
  { name: 'errors', dependencies: ['metrics'] },
);
