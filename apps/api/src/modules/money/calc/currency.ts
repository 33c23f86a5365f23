/** Items grouped by currency, GBP first and the rest alphabetically: one block each, never converted. */
export function byCurrency<T extends { currency: string }>(items: T[]): { currency: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.currency);
    if (group) group.push(item);
    else groups.set(item.currency, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'GBP' ? -1 : b === 'GBP' ? 1 : a.localeCompare(b)))
    .map(([currency, group]) => ({ currency, items: group }));
}
