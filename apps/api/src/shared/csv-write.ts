export type CsvValue = string | number | boolean | null;

/** A plain decimal cannot be a formula, so "-3.00" stays a number a spreadsheet can sum. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet may take for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: a would-be formula gets a leading `'`; quoted when it holds a comma, a quote or a line break. */
function csvField(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * An RFC 4180 CSV: the header, then the rows, each line ended by CRLF. No byte order mark: a caller sending it
 * to a spreadsheet that needs one for "£" prepends "\uFEFF" (as modules/money/csv.ts does).
 */
export function toCsv(head: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [head, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
