/**
 * Turns bracket names from form posts (`LoginForm[username]=x`) into nested objects
 * (`{ LoginForm: { username: 'x' } }`), so forms and JSON bodies meet one schema.
 * Keys that could reach an object's prototype are dropped.
 */
export function nestBracketNames(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [name, value] of entries) {
    const path = name.split(/\[|\]\[|\]/).filter(Boolean);
    if (
      !path.length ||
      path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')
    ) {
      continue;
    }
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node[part] = next && typeof next === 'object' ? next : Object.create(null);
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
  }
  return root;
}
