import { parseArgs } from 'node:util';

type Options = Record<string, { type: 'string' | 'boolean' }>;

/**
 * The command's arguments by node's parseArgs (strict: an unknown option is an error). Answers the values
 * and positionals, or the error message for the command to print.
 */
export function readArgs<O extends Options>(args: string[], options: O, positionals = 0) {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length > positionals)
      return { error: `Unexpected argument: ${parsed.positionals[positionals]}` } as const;
    return {
      values: parsed.values as { [K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean },
      positionals: parsed.positionals,
    } as const;
  } catch (error) {
    return { error: (error as Error).message } as const;
  }
}
