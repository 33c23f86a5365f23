import type { App } from '../app';

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
