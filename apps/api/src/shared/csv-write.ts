export type CsvValue = string | number | boolean | null;

/** A plain decimal cannot be a formula, so "-3.00" stays a number a spreadsheet can sum. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * Where a spreadsheet may begin a cell inside ours: opened with `;` or tab as the separator (as in much of
 * Europe), split into columns on a comma, or with line breaks read as new rows.
 */
const SPLITS = /([,;\t\r\n])/;
/** What a spreadsheet trims before it looks for a formula: spaces of any width, zero-width marks, quotes. */
const LEADING = /^[\s"\u200b-\u200d\u2060]+/;
/**
 * What may open a formula (OWASP "CSV injection"), after NFKC folds look-alikes onto them: full-width
 * ＝＋－＠, the small forms ﹦﹢﹣﹫, super- and subscript signs (⁺ folds to +, ⁻ to the minus sign).
 */
const STARTERS = new Set(['=', '+', '-', '@', '\u2212']);

function opensFormula(segment: string): boolean {
  const rest = segment.replace(LEADING, '').trim();
  const first = rest.codePointAt(0);
  if (first === undefined || PLAIN_NUMBER.test(rest)) return false;
  return STARTERS.has(String.fromCodePoint(first).normalize('NFKC').charAt(0));
}

/**
 * A cell's text as written: every part a spreadsheet could read as a cell of its own that would open a
 * formula gets a leading `'`, which makes it text; nothing else changes. A tab or CR opening the cell is
 * guarded too (OWASP lists them: some spreadsheets drop them and read on).
 */
export function guardCell(text: string): string {
  return text
    .split(SPLITS)
    .map((part, index) => {
      const guarded = index % 2 === 0 && (opensFormula(part) || (index === 0 && /^[\t\r]/.test(text)));
      return guarded ? `'${part}` : part;
    })
    .join('');
}

/** One field: guarded against formulas; quoted when it holds a comma, a quote or a line break. */
function csvField(value: CsvValue): string {
  const safe = guardCell(value === null ? '' : String(value));
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * An RFC 4180 CSV: the header, then the rows, each line ended by CRLF. Every CSV the portal writes is made
 * here, so none escapes the guard. No byte order mark: a caller sending it to a spreadsheet that needs one
 * for "£" prepends "\uFEFF" (as modules/money/csv.ts does).
 */
export function toCsv(head: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [head, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
