import { z } from 'zod';
import { DEFAULT_POOL, type PoolSettings } from './db/client';
import type { MetricsSetting } from './plugins/metrics';
import { DEFAULT_LEDGER_CACHE_MB } from './shared/routes/ledger-answers';
import { DEFAULT_SESSION_RULES, SESSION_RULE_UNITS, type SessionRules } from './shared/sessions/policy';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());
const urlWithProtocols = (protocols: string[], hint: string) =>
  z
    .url({ message: `must be a URL (${hint})` })
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const limit = (fallback: number) =>
  z.preprocess(
    emptyAsUnset,
    z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(fallback),
  );

const bounded = (fallback: number, min: number, max: number, unit = '') => {
  const message = `must be a whole number${unit} from ${min} to ${max}`;
  return z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ message })
      .int({ message })
      .min(min, { message })
      .max(max, { message })
      .default(fallback),
  );
};

/** A session rule in the environment's unit (minutes, hours or days), up to a year of them. */
const duration = (rule: keyof SessionRules, unit: string, max: number) => {
  const message = `must be a whole number of ${unit} from 1 to ${max}`;
  return z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ message })
      .int({ message })
      .min(1, { message })
      .max(max, { message })
      .default(DEFAULT_SESSION_RULES[rule] / SESSION_RULE_UNITS[rule])
      .transform((count) => count * SESSION_RULE_UNITS[rule]),
  );
};

/** The rate limits; the environment sets the first three (RATE_LIMIT_PER_MINUTE and the AUTH_ ones). */
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

const EnvSchema = z.object({
  PORT: z.preprocess(
    emptyAsUnset,
    z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(8080),
  ),
  HOST: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db')),
  DATABASE_POOL_SIZE: bounded(DEFAULT_POOL.size, 1, 1000),
  DATABASE_POOL_WAIT_MS: bounded(DEFAULT_POOL.waitMs, 100, 60_000, ' of milliseconds'),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis://host:6379/0')),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  JWT_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@host:587')),
  SENTRY_DSN: optional(urlWithProtocols(['https:', 'http:'], 'https://key@host/project')),
  DEMO_DATA: z.preprocess(
    emptyAsUnset,
    z
      .enum(['0', '1', 'true', 'false'], { message: 'must be 1, 0, true or false' })
      .default('0')
      .transform((value) => value === '1' || value === 'true'),
  ),
  PUBLIC_URL: optional(urlWithProtocols(['https:', 'http:'], 'https://portal.example.com')),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Off unless the server runs behind proxies it knows: then a hop count or their addresses (CIDR). */
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default('false')
      .transform((value, ctx) => {
        if (value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d+$/.test(value)) return Number(value);
        if (/^[\d.:a-fA-F/, ]+$/.test(value)) return value;
        ctx.addIssue({
          code: 'custom',
          message: 'must be false, true, a hop count or proxy addresses (CIDR list)',
        });
        return z.NEVER;
      }),
  ),
  API_DOCS: z.preprocess(
    emptyAsUnset,
    z.enum(['public', 'off'], { message: 'must be public or off' }).default('off'),
  ),
  LEDGER_CACHE_MB: bounded(DEFAULT_LEDGER_CACHE_MB, 0, 16_384, ' of MB'),
  METRICS: z.preprocess(emptyAsUnset, z.enum(['on', 'off'], { message: 'must be on or off' }).default('off')),
  METRICS_TOKEN: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  RATE_LIMIT_PER_MINUTE: limit(DEFAULT_LIMITS.perIpPerMinute),
  AUTH_RATE_LIMIT_PER_MINUTE: limit(DEFAULT_LIMITS.authPerIpPerMinute),
  AUTH_ACCOUNT_LIMIT_PER_15_MINUTES: limit(DEFAULT_LIMITS.authPerAccountPer15Minutes),
  SESSION_IDLE_MINUTES: duration('idleMs', 'minutes', 525_600),
  SESSION_ABSOLUTE_HOURS: duration('absoluteMs', 'hours', 8_760),
  MFA_PENDING_MINUTES: duration('mfaPendingMs', 'minutes', 525_600),
  DEVICE_TRUST_DAYS: duration('deviceTrustMs', 'days', 365),
  ABOUT_URL: z.preprocess(emptyAsUnset, z.url().default('https://www.sextant.example/about')),
  TERMS_URL: z.preprocess(emptyAsUnset, z.url().default('https://www.sextant.example/terms')),
  PRIVACY_URL: z.preprocess(emptyAsUnset, z.url().default('https://www.sextant.example/privacy')),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The PostgreSQL pool; on PGlite, its wait is how long a call waits for its turn (one runs at a time). */
  pool: PoolSettings;
  dataDir: string;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  sentryDsn: string | undefined;
  demoData: boolean;
  publicUrl: string;
  logLevel: string;
  /** Whether /docs and /docs/json are served. */
  apiDocs: 'public' | 'off';
  metrics: MetricsSetting;
  /** Bytes of kept client figure answers; 0 keeps none. */
  ledgerCacheBytes: number;
  links: { about: string; terms: string; privacy: string };
  /** Whose X-Forwarded-For to believe (Fastify's trustProxy). */
  trustProxy: boolean | number | string;
  limits: Pick<Limits, 'perIpPerMinute' | 'authPerIpPerMinute' | 'authPerAccountPer15Minutes'>;
  sessions: SessionRules;
}

/** TRUST_PROXY as Fastify's trustProxy; a hop count means: believe that many proxies in front of the server. */
export const trustedProxies = (trust: boolean | number | string = false) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment into a typed config; the first bad variable stops start-up, named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pool: { size: e.DATABASE_POOL_SIZE, waitMs: e.DATABASE_POOL_WAIT_MS },
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    sentryDsn: e.SENTRY_DSN,
    demoData: e.DEMO_DATA,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    apiDocs: e.API_DOCS,
    metrics: e.METRICS === 'on' ? { token: e.METRICS_TOKEN } : 'off',
    ledgerCacheBytes: e.LEDGER_CACHE_MB * 2 ** 20,
    links: { about: e.ABOUT_URL, terms: e.TERMS_URL, privacy: e.PRIVACY_URL },
    trustProxy: e.TRUST_PROXY,
    limits: {
      perIpPerMinute: e.RATE_LIMIT_PER_MINUTE,
      authPerIpPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      authPerAccountPer15Minutes: e.AUTH_ACCOUNT_LIMIT_PER_15_MINUTES,
    },
    sessions: {
      idleMs: e.SESSION_IDLE_MINUTES,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS,
      mfaPendingMs: e.MFA_PENDING_MINUTES,
      deviceTrustMs: e.DEVICE_TRUST_DAYS,
    },
  };
}
