import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { z } from 'zod';

type Options = Record<string, { type: 'string' | 'boolean' }>;

/**
 * The command's arguments by node's parseArgs (strict: an unknown option is an error). Answers the values
 * and positionals, or the error message for the command to print.
 */
export function readArgs<O extends Options>(
  args: string[],
  options: O,
  positionals = 0,
):
  | { values: { [K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean }; positionals: string[] }
  | { error: string } {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length > positionals)
      return { error: `Unexpected argument: ${parsed.positionals[positionals]}` };
    return { values: parsed.values as never, positionals: parsed.positionals };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The person's fields as the commands name them. */
const PERSON_OPTIONS = { first_name: '--given-name', surname: '--family-name' };

/** Zod's problems as one line, fields named as the command's options (`--email: Invalid email address`). */
function fieldProblems(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = String(issue.path[0] ?? '');
      return `${PERSON_OPTIONS[field as keyof typeof PERSON_OPTIONS] ?? `--${field}`}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * The arguments of a command that adds a person, `--email E --given-name G --family-name F [--firm ID]`
 * and the `extra` string options (`--role`), checked by the API's schema for the person. Answers the
 * checked person and `--firm`, or the one line saying why not (`name: problem. Usage: name usage`).
 */
export function readPersonArgs<S extends z.ZodType>(
  args: string[],
  command: { name: string; usage: string },
  schema: S,
  extra: string[] = [],
): { person: z.output<S>; firm: string | undefined } | { error: string } {
  const options: Options = {
    email: { type: 'string' },
    'given-name': { type: 'string' },
    'family-name': { type: 'string' },
    ...Object.fromEntries(extra.map((option) => [option, { type: 'string' }])),
    firm: { type: 'string' },
  };
  const parsed = readArgs(args, options);
  const usage = `Usage: ${command.name} ${command.usage}`;
  if ('error' in parsed) return { error: `${command.name}: ${parsed.error}. ${usage}` };
  const values = parsed.values as Record<string, string | undefined>;
  const checked = schema.safeParse({
    email: values.email ?? '',
    first_name: values['given-name'] ?? '',
    surname: values['family-name'] ?? '',
    ...Object.fromEntries(extra.map((option) => [option, values[option] ?? ''])),
  });
  if (!checked.success) return { error: `${command.name}: ${fieldProblems(checked.error)}. ${usage}` };
  return { person: checked.data, firm: values.firm };
}

/**
 * The arguments of a command that reads one file, `FILE [--firm ID]` and the boolean `switches`
 * (`--dry-run`): the file's name and bytes, `--firm` and the switches given, or the line saying why not
 * (`missing` when no file is named).
 */
export async function readFileArgs<S extends string = never>(
  args: string[],
  missing: string,
  switches: readonly S[] = [],
): Promise<{ file: string; bytes: Buffer; firm: string | undefined; given: Set<S> } | { error: string }> {
  const parsed = readArgs(
    args,
    {
      firm: { type: 'string' },
      ...Object.fromEntries(switches.map((name) => [name, { type: 'boolean' as const }])),
    },
    1,
  );
  if ('error' in parsed) return { error: parsed.error };
  const [file] = parsed.positionals;
  if (!file) return { error: missing };
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const given = new Set(switches.filter((name) => values[name] === true));
  try {
    return { file, bytes: await readFile(file), firm: values.firm as string | undefined, given };
  } catch (error) {
    return {
      error: `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    };
  }
}
