/** The bench's tables, as markdown: readable in a terminal and pasted as they are into an issue's note. */

type Cell = string | number | undefined;

export function markdownTable(rows: Record<string, Cell>[]): string {
  if (rows.length === 0) return '(no rows)';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const text = (cell: Cell) => String(cell ?? '').replace(/\|/g, '\\|');
  const lines = [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map((column) => (typeof rows[0]![column] === 'number' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => text(row[column])).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** `value` as a ratio to `base` (×1.00 is the same), or a dash when there is nothing to compare. */
export function ratio(value: Cell, base: Cell): string {
  if (typeof value !== 'number' || typeof base !== 'number' || base === 0) return '–';
  return `×${(value / base).toFixed(2)}`;
}

/**
 * The rows of each target side by side: every row of the first of `targets` (this checkout) gets, for each
 * named column, its ratio to the same row (by `key`) of each other target (a baseline).
 */
export function withRatios(
  rows: Record<string, Cell>[],
  key: (row: Record<string, Cell>) => string,
  targets: string[],
  columns: string[],
): Record<string, Cell>[] {
  const [current, ...bases] = targets;
  if (bases.length === 0) return rows;
  return rows.map((row) => {
    if (row.target !== current) return row;
    const extra: Record<string, Cell> = {};
    for (const base of bases) {
      const other = rows.find((r) => r.target === base && key(r) === key(row));
      for (const column of columns) extra[`${column} vs ${base}`] = ratio(row[column], other?.[column]);
    }
    return { ...row, ...extra };
  });
}

export function printTable(title: string, rows: Record<string, Cell>[]) {
  console.log(`\n#### ${title}\n`);
  console.log(markdownTable(rows));
}
