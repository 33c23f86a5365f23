/**
 * Deeper than any form or contract of the API nests. A body past it is refused here, before zod, the
 * database's JSON or the serializer recurse into it (10,000 levels overflowed the stack: a 500).
 */
export const MAX_DEPTH = 64;

/**
 * Text PostgreSQL cannot store: a NUL character (text refuses it), or a UTF-16 surrogate without its pair,
 * which has no UTF-8 form (jsonb refuses it, and the row it came with may already be saved).
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type InputFault = { kind: 'character' | 'depth'; path: string[] };

/**
 * The first thing in a parsed request part that no query could take, with the path of where it is
 * (['LoginForm', 'username']), or null. Walks with its own stack, so no input can exhaust the call stack.
 */
export function findInputFault(value: unknown): InputFault | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000') || UNPAIRED_SURROGATE.test(current)) return { kind: 'character', path };
      continue;
    }
    // Uploaded files arrive as bytes: they are checked by what reads them, never walked one byte at a time.
    if (!current || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (path.length >= MAX_DEPTH) return { kind: 'depth', path };
    // Reversed onto the stack so that the first field in the body is the one named.
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return null;
}
