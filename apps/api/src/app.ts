import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { NO_BODY_BYTES } from '@sextant/contracts/body-bounds';
import { redactSecretPaths } from '@sextant/contracts/paths';
import type { PublicSettings } from '@sextant/contracts/settings';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import { isDatabaseBusy, isDatabaseUnavailable } from './db/errors';
import actionsModule from './modules/actions/index';
import auditModule from './modules/audit/index';
import authModule from './modules/auth/index';
import clientModule from './modules/client/index';
import clientDataModule from './modules/client-data/index';
import documentsModule from './modules/documents/index';
import dueDiligenceModule from './modules/due-diligence/index';
import firmModule from './modules/firm/index';
import healthModule from './modules/health/index';
import insightsModule from './modules/insights/index';
import messagesModule from './modules/messages/index';
import moneyModule from './modules/money/index';
import notificationsModule from './modules/notifications/index';
import passkeysModule from './modules/passkeys/index';
import policiesModule from './modules/policies/index';
import providersModule from './modules/providers/index';
import reviewsModule from './modules/reviews/index';
import securityModule from './modules/security/index';
import staffModule from './modules/staff/index';
import supportModule from './modules/support/index';
import systemModule from './modules/system/index';
import termsModule from './modules/terms/index';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import jobsPlugin from './plugins/jobs';
import limitsPlugin from './plugins/limits';
import mailPlugin, { type Mailer } from './plugins/mail';
import metricsPlugin, { type MetricsSetting } from './plugins/metrics';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';
import { type Clock, systemClock } from './shared/clock';
import type { ReportError } from './shared/error-reporting';
import { fieldName, HttpError, notFound, statusName, unprocessable } from './shared/errors';
import { nestBracketNames } from './shared/form-body';
import { RateLimitedError } from './shared/limits';
import { findInputFault, MAX_DEPTH } from './shared/nul-check';
import { DEFAULT_LEDGER_CACHE_MB, ledgerAnswers } from './shared/routes/ledger-answers';
import { acceptMultipart } from './shared/routes/multipart';
import { trackRoutes } from './shared/routes/route-table';
import { checkingSerializer, jsonSchemaSerializer } from './shared/routes/serializer';
import type { SessionRules } from './shared/sessions/policy';
import { throttle } from './shared/throttle';

/** How long a client is asked to wait while the database cannot be reached. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** And while every pool connection is in use: a moment, as the calls ahead of it end. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export interface AppOptions {
  database: DatabaseHandle;
  jwtSecret: string;
  settings: PublicSettings;
  /** Base of the links in mail. */
  publicUrl: string;
  mailer: Mailer;
  limits?: Partial<Limits>;
  /** Session lifetimes; each unset one keeps its default (DEFAULT_SESSION_RULES). */
  sessions?: Partial<SessionRules> | undefined;
  sentryDsn?: string | undefined;
  /** Folder of the built web app; unset when the API runs alone (tests). */
  webRoot?: string | undefined;
  clock?: Clock;
  /** Whose X-Forwarded-For to believe; false (the socket's address) unless behind known proxies. */
  trustProxy?: boolean | number | string;
  reportError?: ReportError;
  /** Check every answer against its zod schema too (tests): see shared/routes/serializer.ts. */
  checkResponses?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Redis for the rate limits (REDIS_URL); without it they count in PostgreSQL, or in memory on PGlite. */
  redisUrl?: string | undefined;
  /** Whether /docs and /docs/json are served (API_DOCS); off unless asked for. */
  apiDocs?: 'public' | 'off';
  /** Whether the server runs the demo (DEMO_DATA=1): the README's demo password may then be chosen. */
  demoData?: boolean;
  /** Whether /metrics is served, and behind which token (METRICS, METRICS_TOKEN); off unless asked for. */
  metrics?: MetricsSetting;
  /** A ceiling in bytes on every call's body bounds (tests lower it to stay fast); unset: the contracts'. */
  bodyCap?: number;
  /** Bytes of kept client figure answers (LEDGER_CACHE_MB; shared/routes/ledger-answers.ts); 0: none kept. */
  ledgerCacheBytes?: number;
}

export interface Limits {
  /** Requests a minute from one IP to the API as a whole. */
  perIpPerMinute: number;
  /** Requests a minute from one IP to each sign-in call. */
  authPerIpPerMinute: number;
  /** Attempts on one account in 15 minutes, across the sign-in calls. */
  authPerAccountPer15Minutes: number;
  /** Support requests a minute from one IP. */
  supportPerIpPerMinute: number;
  /** Support requests an hour naming one email. */
  supportPerAccountPerHour: number;
  /** Tries at signing a document in 15 minutes by one client: each needs an authenticator code. */
  signPer15Minutes: number;
}
export const DEFAULT_LIMITS: Limits = {
  perIpPerMinute: 600,
  authPerIpPerMinute: 30,
  authPerAccountPer15Minutes: 30,
  supportPerIpPerMinute: 5,
  supportPerAccountPerHour: 3,
  signPer15Minutes: 10,
};

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

/** Fastify's trustProxy; a hop count means: believe that many proxies in front of the server. */
const proxyTrust = (trust: boolean | number | string = false) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

const API_PREFIXES = ['/v1/', '/docs'];
const isApiPath = (url: string) => url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
/** A path naming a file (`/manifest.json`, `/icon-192.png`): the app's screens never end in an extension. */
const isFilePath = (url: string) => /\.[A-Za-z0-9]{1,8}$/.test(url.split('?')[0]!);

/**
 * A path the router cannot read (bad percent-encoding, a segment past its length) answers in the API's own
 * error shape, without echoing the path, and like every API answer is never cached.
 */
function answerUnreadablePath(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
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

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // A line per request is for debugging (LOG_LEVEL=debug): at info, the log keeps what an operator acts on.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: proxyTrust(options.trustProxy),
    // Each contract's route sets its own (serve.ts); this holds what has none (unknown paths, probes).
    bodyLimit: NO_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerUnreadablePath,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.checkResponses ? checkingSerializer : jsonSchemaSerializer);
  app.decorate('clock', options.clock ?? systemClock);
  const reportError = options.reportError ?? (() => {});
  // One warning per outage (or rush) rather than one per request: every call fails the same way meanwhile.
  const warnOnce = { busy: throttle(), unreachable: throttle() };
  const WARNINGS = {
    busy: 'database busy: no pool connection came free in time, answering 503',
    unreachable: 'database unreachable: answering 503',
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(
          issue.instancePath.split('/').filter(Boolean),
          error.validationContext ?? 'body',
        );
        errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value'];
      }
      return reply.code(422).send(new HttpError(422, 'The data you sent is not valid.', errors).toBody());
    }
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
    if (app.sendApp && request.method === 'GET' && !isApiPath(request.url) && !isFilePath(request.url)) {
      return app.sendApp(reply);
    }
    return reply.code(404).send(notFound('The requested resource').toBody());
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });

  await app.register(dbPlugin, { database: options.database });
  await app.register(metricsPlugin, { setting: options.metrics ?? 'off', database: options.database });
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  await app.register(limitsPlugin, { database: options.database, redisUrl: options.redisUrl });
  await app.register(securityPlugin, { sentryDsn: options.sentryDsn, perIpPerMinute: limits.perIpPerMinute });
  await app.register(compress, { threshold: 1024 });
  // Forms post bracket names (`LoginForm[username]`); both form encodings arrive nested, like JSON.
  await app.register(formbody, { parser: (body) => nestBracketNames(new URLSearchParams(body)) });
  // Multipart is read within the call's bounds from its contract (serve.ts); a path without one takes none.
  app.decorate('bodyCap', options.bodyCap);
  app.decorate('ledgerAnswers', ledgerAnswers(options.ledgerCacheBytes ?? DEFAULT_LEDGER_CACHE_MB * 2 ** 20));
  acceptMultipart(app);
  app.addHook('preValidation', async (request) => {
    // Refused here once, for every field of every call, rather than failing in a query as a 500.
    for (const [context, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const fault = findInputFault(value);
      if (fault?.kind === 'character') {
        throw unprocessable({
          [fieldName(fault.path, context)]: ['Contains a character that is not allowed.'],
        });
      }
      if (fault?.kind === 'depth') {
        throw unprocessable({ [context]: [`Nested more than ${MAX_DEPTH} levels deep.`] });
      }
    }
  });
  await app.register(jobsPlugin, { onError: reportError });
  await app.register(mailPlugin, { mailer: options.mailer });
  await app.register(docsPlugin, { serve: options.apiDocs === 'public' });
  await app.register(authPlugin, { jwtSecret: options.jwtSecret, sessions: options.sessions });
  if (options.webRoot) await app.register(webPlugin, { root: options.webRoot, settings: options.settings });

  // From here on, a /v1 route registered without a contract stops start-up.
  trackRoutes(app);
  await app.register(healthModule);
  await app.register(authModule, {
    publicUrl: options.publicUrl,
    perAccountPer15Minutes: limits.authPerAccountPer15Minutes,
    perIpPerMinute: limits.authPerIpPerMinute,
    demoData: options.demoData,
  });
  await app.register(
    async (v1) => {
      await v1.register(termsModule);
      await v1.register(supportModule, {
        perIpPerMinute: limits.supportPerIpPerMinute,
        perAccountPerHour: limits.supportPerAccountPerHour,
      });
      await v1.register(systemModule);
      await v1.register(firmModule);
      await v1.register(documentsModule, {
        publicUrl: options.publicUrl,
        signPer15Minutes: limits.signPer15Minutes,
      });
      await v1.register(clientModule);
      await v1.register(staffModule);
      await v1.register(policiesModule);
      await v1.register(moneyModule);
      await v1.register(insightsModule);
      await v1.register(notificationsModule);
      await v1.register(messagesModule, { publicUrl: options.publicUrl });
      await v1.register(providersModule);
      await v1.register(dueDiligenceModule);
      await v1.register(auditModule);
      await v1.register(reviewsModule, { publicUrl: options.publicUrl });
      await v1.register(clientDataModule);
      await v1.register(actionsModule);
      await v1.register(passkeysModule, {
        publicUrl: options.publicUrl,
        perIpPerMinute: limits.authPerIpPerMinute,
      });
      await v1.register(securityModule);
    },
    { prefix: '/v1' },
  );
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
