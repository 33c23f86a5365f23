import type { App } from '@/app';
import { HttpError } from '@/shared/errors';

/** What a command gets: the app (built on the configured database, not listening) and its two outputs. */
export interface CliContext {
  app: App;
  /** A line on standard output: what the command did, the link it made, the report. */
  out: (line: string) => void;
  /** A line on standard error: why it failed. */
  err: (line: string) => void;
}

/** One `npm run admin -- <name> …` command. It goes through the same services as the API. */
export interface CliCommand {
  name: string;
  /** The arguments, as `--help` shows them, e.g. `--email E --given-name G --family-name F [--firm ID]`. */
  usage: string;
  summary: string;
  /** Answers the process's exit code: 0 done, 1 refused (bad input, nothing changed). */
  run(args: string[], context: CliContext): Promise<number>;
}

/** A refused change (422, 404) as one stderr line `name: why` and exit code 1; anything else is a real failure. */
export function refused(name: string, error: unknown, err: (line: string) => void): number {
  if (error instanceof HttpError && error.status < 500) {
    const fields = Object.entries(error.errors ?? {}).map(
      ([field, messages]) =>
        `${field === 'first_name' ? 'given name' : field === 'surname' ? 'family name' : field}: ${messages.join(' ')}`,
    );
    err(`${name}: ${fields.length ? fields.join('; ') : error.message}`);
    return 1;
  }
  throw error;
}
