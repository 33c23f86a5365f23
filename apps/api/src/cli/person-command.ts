import type { z } from 'zod';
import type { App } from '@/app';
import { readPersonArgs } from '@/cli/args';
import { type CliCommand, refused } from '@/cli/command';
import { resolveFirm } from '@/cli/firm-option';
import { type Actor, cliActor } from '@/shared/actor';

interface PersonCommand<S extends z.ZodType> extends Omit<CliCommand, 'run'> {
  /** The API's schema for the person; `extra` names the string options it reads beside the name and email. */
  schema: S;
  extra?: string[];
  /** Adds the person through the module's service and answers the lines to print. */
  add(
    app: App,
    actor: Actor<null>,
    person: z.output<S>,
    firm: { id: string; name: string },
  ): Promise<string[]>;
}

/**
 * A command that adds a person to a firm: the person's options checked by the API's schema, the firm
 * chosen by `--firm` or the only one, then `add` as the command line. Bad input or a refused change is
 * one line on standard error and exit code 1.
 */
export function personCommand<S extends z.ZodType>({
  schema,
  extra,
  add,
  ...described
}: PersonCommand<S>): CliCommand {
  const command: CliCommand = {
    ...described,
    async run(args, { app, out, err }) {
      const read = readPersonArgs(args, command, schema, extra);
      if ('error' in read) {
        err(read.error);
        return 1;
      }
      const chosen = await resolveFirm(app.db, read.firm);
      if ('error' in chosen) {
        err(`${command.name}: ${chosen.error}`);
        return 1;
      }
      const { firm } = chosen;
      try {
        for (const line of await add(app, cliActor(firm.id, app.clock()), read.person, firm)) out(line);
        return 0;
      } catch (error) {
        return refused(command.name, error, err);
      }
    },
  };
  return command;
}
