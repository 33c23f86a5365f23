/**
 * `npm run admin -- <command> [args]`: the back office's commands, on the same services as the API.
 * Same environment variables as the server (DATABASE_URL or DATA_DIR, PUBLIC_URL, SMTP_URL, JWT_SECRET…).
 * On the embedded database the data folder is locked (db/data-lock.ts): a running server refuses a command.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@/app';
import { type Config, ConfigError, loadConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { DataFolderLockedError, type DataLock, lockDataFolder } from '@/db/data-lock';
import { createMailer } from '@/plugins/mail';
import { resolveJwtSecret } from '@/shared/secrets';
import type { CliCommand, CliContext } from './command';
import { command as createFirm } from './commands/create-firm';
import { command as createStaff } from './commands/create-staff';
import { command as importTransactions } from './commands/import-transactions';
import { command as importValuations } from './commands/import-valuations';
import { command as inviteClient } from './commands/invite-client';
import { command as publishTerms } from './commands/publish-terms';

export const COMMANDS: CliCommand[] = [
  createFirm,
  createStaff,
  inviteClient,
  importValuations,
  importTransactions,
  publishTerms,
];

/** `--help`: every command with its usage and summary. */
export function helpText(commands: CliCommand[] = COMMANDS): string {
  const lines = ['Usage: npm run admin -- <command> [arguments]', '', 'Commands:'];
  for (const command of commands) {
    lines.push(`  ${command.name} ${command.usage}`.trimEnd());
    lines.push(`      ${command.summary}`);
  }
  lines.push(
    '',
    'The commands read the same environment as the server: DATABASE_URL (PostgreSQL) or DATA_DIR (the',
    'embedded database, which only one process may open: stop the server first), PUBLIC_URL, SMTP_URL.',
    '`npm run admin -- <command> --help` shows one command.',
  );
  return lines.join('\n');
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  err?: (line: string) => void;
  commands?: CliCommand[];
}

/** Runs one command line; answers the exit code (0 done, 1 refused or failed, 2 unknown command). */
export async function runCli(argv: string[], options: RunOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const commands = options.commands ?? COMMANDS;
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out(helpText(commands));
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    err(`Unknown command: ${name}\n`);
    err(helpText(commands));
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    out(`Usage: npm run admin -- ${command.name} ${command.usage}`.trimEnd());
    out(`  ${command.summary}`);
    return 0;
  }

  let config: Config;
  try {
    config = loadConfig(options.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
  let lock: DataLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = lockDataFolder(config.dataDir, 'cli');
    } catch (error) {
      if (error instanceof DataFolderLockedError) {
        err(error.message);
        return 1;
      }
      throw error;
    }
  }
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
    try {
      await database.migrate();
      const app = await buildApp({
        database,
        jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
        publicUrl: config.publicUrl,
        limits: config.limits,
        mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') }),
        settings: { sentryDsn: null, environment: 'production', release: null, links: config.links },
        logger: { level: 'warn', stream: process.stderr },
      });
      try {
        await app.ready();
        const context: CliContext = { app, out, err };
        const code = await command.run(args, context);
        // Mail leaves in the background: wait for it before the process ends.
        await app.mailer.settled();
        return code;
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    err(`${command.name} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    lock?.release();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
