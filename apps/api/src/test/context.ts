import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublicSettings } from '@sextant/contracts/settings';
import { type App, type AppOptions, buildApp } from '@/app';
import type { Limits } from '@/config';
import type { Database, DatabaseHandle, DatabaseKind } from '@/db/client';
import { createMailer, type Mailer } from '@/plugins/mail';
import { openTestDatabase } from './databases';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_SETTINGS: PublicSettings = {
  sentryDsn: null,
  environment: 'production',
  release: null,
  links: {
    about: 'https://a.example/about',
    terms: 'https://a.example/terms',
    privacy: 'https://a.example/privacy',
  },
};

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-21T09:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}

export interface TestContext {
  app: App;
  db: Database;
  clock: ReturnType<typeof testClock>;
  /** The mails sent so far, oldest first, as .eml text. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/** Limits high enough not to get in a test's way; tests of the limits pass their own. */
const RELAXED_LIMITS: Limits = {
  perIpPerMinute: 10_000,
  authPerIpPerMinute: 10_000,
  authPerAccountPer15Minutes: 10_000,
  supportPerIpPerMinute: 10_000,
  supportPerAccountPerHour: 10_000,
  signPer15Minutes: 10_000,
};

/** The real app on a fresh, migrated database of the given kind. */
export async function createTestContext(
  kind: DatabaseKind,
  options: {
    webRoot?: string;
    seed?: (db: Database) => Promise<unknown>;
    limits?: Partial<Limits>;
    /** Replaces the .eml outbox (which `outbox()` then no longer sees). */
    mailer?: Mailer;
    /** A database opened by the test (several apps on one database, as nodes); closed with the app. */
    database?: DatabaseHandle;
    /** Redis for the rate limits. */
    redisUrl?: string;
    /** Where errors are reported (Sentry in production). */
    reportError?: AppOptions['reportError'];
    /** /metrics on, with or without a token. */
    metrics?: AppOptions['metrics'];
    /** Pino options, e.g. a stream to read the log lines from. */
    logger?: AppOptions['logger'];
    /** Run as the demo (DEMO_DATA=1). */
    demoData?: boolean;
    /** A ceiling on every call's body bounds, so a test of them sends megabytes rather than gigabytes. */
    bodyCap?: number;
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase(kind));
  if (options.seed) await options.seed(database.db);
  const clock = testClock();
  const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'sextant-test-')), 'outbox');
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    settings: TEST_SETTINGS,
    publicUrl: 'https://portal.test',
    mailer: options.mailer ?? createMailer({ outboxDir }),
    limits: { ...RELAXED_LIMITS, ...options.limits },
    webRoot: options.webRoot,
    redisUrl: options.redisUrl,
    reportError: options.reportError,
    metrics: options.metrics,
    clock,
    checkResponses: true,
    logger: options.logger,
    demoData: options.demoData,
    bodyCap: options.bodyCap,
  });
  return {
    app,
    db: database.db,
    clock,
    async outbox() {
      await app.mailer.settled();
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir).sort();
      } catch {}
      return files.map((file) => readFileSync(path.join(outboxDir, file), 'utf8'));
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The OpenAPI document the app builds from its contracts, as the JSON `/docs/json` serves when public. */
export async function openApiDocument(app: App): Promise<ReturnType<typeof JSON.parse>> {
  await app.ready();
  return JSON.parse(JSON.stringify(app.swagger()));
}
