import compress from '@fastify/compress';
import { NO_BODY_BYTES } from '@sextant/contracts/body-bounds';
import { API_PREFIX } from '@sextant/contracts/route';
import type { PublicSettings } from '@sextant/contracts/settings';
import Fastify, {
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyServerOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LIMITS, type Limits, trustedProxies } from './config';
import type { DatabaseHandle } from './db/client';
import actionsModule from './modules/actions/index';
import auditModule from './modules/audit/index';
import authModule from './modules/auth/index';
import clientModule from './modules/client/index';
import clientDataModule from './modules/client-data/index';
import coverModule from './modules/cover/index';
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
import serviceLedgerModule from './modules/service-ledger/index';
import staffModule from './modules/staff/index';
import supportModule from './modules/support/index';
import systemModule from './modules/system/index';
import termsModule from './modules/terms/index';
import vulnerabilityModule from './modules/vulnerability/index';
import watchersModule from './modules/watchers/index';
import workModule from './modules/work/index';
import authPlugin from './plugins/auth';
import bodiesPlugin from './plugins/bodies';
import clockPlugin from './plugins/clock';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin, { answerUnreadablePath } from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import ledgerAnswersPlugin from './plugins/ledger-answers';
import limitsPlugin from './plugins/limits';
import mailPlugin, { type Mailer } from './plugins/mail';
import metricsPlugin, { type MetricsSetting } from './plugins/metrics';
import requestLogPlugin, { quietRequests } from './plugins/request-log';
import routeTablePlugin from './plugins/route-table';
import schemasPlugin from './plugins/schemas';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';
import { type Clock, systemClock } from './shared/clock';
import type { ReportError } from './shared/error-reporting';
import { DEFAULT_LEDGER_CACHE_MB } from './shared/routes/ledger-answers';
import type { SessionRules } from './shared/sessions/policy';

/** What the app is built from: server.ts fills it from config.ts, the tests and the CLI from their own. */
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

/** A plugin or module as the app registers it, with its options. */
export interface Registration {
  // biome-ignore lint/suspicious/noExplicitAny: each entry's options are checked against its plugin by `use`.
  plugin: FastifyPluginAsync<any> | FastifyPluginCallback<any>;
  options: object;
}
const use = <O extends object>(
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>,
  options: O,
): Registration => ({ plugin, options });

const limitsOf = (options: AppOptions): Limits => ({ ...DEFAULT_LIMITS, ...options.limits });
const ignoreErrors: ReportError = () => {};

/**
 * The plugins, in the order they register (and so the order their hooks run in): each holds one policy every
 * module relies on. The route table comes last: from there on a /v1 route without a contract stops start-up.
 */
export function pluginsOf(options: AppOptions): Registration[] {
  const reportError = options.reportError ?? ignoreErrors;
  return [
    use(schemasPlugin, { checkResponses: options.checkResponses ?? false }),
    use(clockPlugin, { clock: options.clock ?? systemClock }),
    use(requestLogPlugin, {}),
    use(dbPlugin, { database: options.database }),
    use(metricsPlugin, { setting: options.metrics ?? 'off', database: options.database }),
    use(errorsPlugin, { reportError }),
    use(limitsPlugin, { database: options.database, redisUrl: options.redisUrl }),
    use(securityPlugin, { sentryDsn: options.sentryDsn, perIpPerMinute: limitsOf(options).perIpPerMinute }),
    use(compress, { threshold: 1024 }),
    use(bodiesPlugin, { bodyCap: options.bodyCap }),
    use(ledgerAnswersPlugin, { maxBytes: options.ledgerCacheBytes ?? DEFAULT_LEDGER_CACHE_MB * 2 ** 20 }),
    use(jobsPlugin, { onError: reportError }),
    use(mailPlugin, { mailer: options.mailer }),
    use(docsPlugin, { serve: options.apiDocs === 'public' }),
    use(authPlugin, { jwtSecret: options.jwtSecret, sessions: options.sessions }),
    ...(options.webRoot ? [use(webPlugin, { root: options.webRoot, settings: options.settings })] : []),
    use(routeTablePlugin, {}),
  ];
}

/**
 * The modules on the root instance: the probes, outside /v1, and auth, whose service the others and the CLI
 * reach as `app.auth` (its routes are under /v1 like the rest).
 */
export function rootModulesOf(options: AppOptions): Registration[] {
  const limits = limitsOf(options);
  return [
    use(healthModule, {}),
    use(authModule, {
      publicUrl: options.publicUrl,
      perAccountPer15Minutes: limits.authPerAccountPer15Minutes,
      perIpPerMinute: limits.authPerIpPerMinute,
      demoData: options.demoData,
    }),
  ];
}

/** The modules under /v1, in order: documents before policies and money, so its access-day hook sees them. */
export function apiModulesOf(options: AppOptions): Registration[] {
  const limits = limitsOf(options);
  const { publicUrl } = options;
  return [
    use(termsModule, {}),
    use(supportModule, {
      perIpPerMinute: limits.supportPerIpPerMinute,
      perAccountPerHour: limits.supportPerAccountPerHour,
    }),
    use(systemModule, {}),
    use(firmModule, {}),
    use(documentsModule, { publicUrl, signPer15Minutes: limits.signPer15Minutes }),
    use(clientModule, {}),
    use(staffModule, {}),
    use(policiesModule, {}),
    use(moneyModule, {}),
    use(insightsModule, {}),
    use(notificationsModule, {}),
    use(messagesModule, { publicUrl }),
    use(providersModule, {}),
    use(dueDiligenceModule, {}),
    use(auditModule, {}),
    use(reviewsModule, { publicUrl }),
    use(clientDataModule, {}),
    use(actionsModule, {}),
    use(passkeysModule, { publicUrl, perIpPerMinute: limits.authPerIpPerMinute }),
    use(securityModule, {}),
    use(coverModule, {}),
    use(serviceLedgerModule, {}),
    use(workModule, {}),
    use(vulnerabilityModule, {}),
    use(watchersModule, {}),
  ];
}

/** The app: the Fastify server, then the plugins, then the modules. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: quietRequests(),
    trustProxy: trustedProxies(options.trustProxy),
    // Each contract's route sets its own (serve.ts); this holds what has none (unknown paths, probes).
    bodyLimit: NO_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerUnreadablePath,
  }).withTypeProvider<ZodTypeProvider>();
  for (const { plugin, options: pluginOptions } of pluginsOf(options)) {
    await app.register(plugin, pluginOptions);
  }
  for (const { plugin, options: moduleOptions } of rootModulesOf(options)) {
    await app.register(plugin, moduleOptions);
  }
  await app.register(
    async (v1) => {
      for (const { plugin, options: moduleOptions } of apiModulesOf(options)) {
        await v1.register(plugin, moduleOptions);
      }
    },
    { prefix: API_PREFIX },
  );
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
