import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, type AppOptions, buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataFolderLockedError, type DataLock, lockDataFolder } from './db/data-lock';
import { DEMO_LOGINS, seedDemoData } from './demo/demo';
import { createMailer } from './plugins/mail';
import { LOG_REDACT, LOG_SERIALIZERS } from './plugins/request-log';
import { type ReportError, startErrorReporting } from './shared/error-reporting';
import { resolveJwtSecret } from './shared/secrets';

const SHUTDOWN_GRACE_MS = 10_000;
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The configuration, or its first bad variable in one line and exit 1. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Two processes must never open one PGlite folder at once (the admin commands take the same lock). */
function lockOrExit(config: Config): DataLock | null {
  if (config.databaseUrl) return null;
  try {
    return lockDataFolder(config.dataDir, 'server');
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What the app is built from, read from the configuration. */
function appOptions(config: Config, database: DatabaseHandle, reportError: ReportError): AppOptions {
  return {
    database,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    sentryDsn: config.sentryDsn,
    publicUrl: config.publicUrl,
    limits: config.limits,
    sessions: config.sessions,
    trustProxy: config.trustProxy,
    apiDocs: config.apiDocs,
    demoData: config.demoData,
    metrics: config.metrics,
    ledgerCacheBytes: config.ledgerCacheBytes,
    redisUrl: config.redisUrl,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') }),
    settings: {
      sentryDsn: config.sentryDsn ?? null,
      environment: 'production',
      release: process.env.npm_package_version ?? null,
      links: config.links,
    },
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
    reportError,
    logger: { level: config.logLevel, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
  };
}

/**
 * On SIGINT or SIGTERM: stop taking requests (new ones answer 503, readiness fails), let the ones in flight
 * finish, hand unfinished jobs back to the queue (the jobs plugin's onClose), then close the database; a
 * request still running after the grace period does not keep the node from stopping.
 */
function closeOnSignals(app: App, database: DatabaseHandle, lock: DataLock | null) {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    setTimeout(() => {
      app.log.warn('requests still running after 10 s: stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

/** What the console says once the server listens: where, on which database, the demo logins, the outbox. */
function startedLines(config: Config, database: DatabaseHandle, app: App, seeded: boolean, seconds: string) {
  const lines = [
    '',
    `Sextant is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${path.resolve(config.dataDir)}` : 'PostgreSQL'}, ready in ${seconds} s)`,
    app.sendApp ? '' : 'The web app is not built: run `npm run build` to serve it here.',
  ];
  if (config.demoData) {
    lines.push(seeded ? 'Demo data seeded. Demo logins:' : 'Demo logins (database already had data):');
    for (const login of DEMO_LOGINS)
      lines.push(`  ${login.email.padEnd(24)} ${login.password}   ${login.note}`);
    lines.push(`  Authenticator secret (base32): ${DEMO_LOGINS[0]!.totpSecret}`);
  }
  if (!config.smtpUrl)
    lines.push(`Mail is written to ${path.resolve(config.dataDir, 'outbox')} (set SMTP_URL to send it).`);
  return lines;
}

async function main() {
  const startedAt = performance.now();
  const config = configOrExit();
  const reportError = await startErrorReporting(config.sentryDsn);
  const lock = lockOrExit(config);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, pool: config.pool }
      : { kind: 'pglite', dataDir: config.dataDir, waitMs: config.pool.waitMs },
  );
  await database.migrate();
  const seeded = config.demoData ? await seedDemoData(database.db) : false;
  const app = await buildApp(appOptions(config, database, reportError));
  closeOnSignals(app, database, lock);
  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(startedLines(config, database, app, seeded, seconds).join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
