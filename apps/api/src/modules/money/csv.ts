import type { FastifyReply } from 'fastify';

/** A plain decimal number: a spreadsheet reads it as a number, never as a formula, so it is written as it is. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet may take for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text that could start a formula gets a leading `'` (the spreadsheet shows it as text); amounts
 * and dates are plain numbers and dates, so "-3.00" stays a number an accountant can sum. Quoted when it
 * holds a comma, a quote or a line break (RFC 4180).
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = !NUMBER.test(text) && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV file: the header and the rows, CRLF line ends, with a UTF-8 byte order mark so a spreadsheet reads
 * "£" and accented names right.
 */
export function csvText(header: readonly string[], rows: (string | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Letters, digits, dots, dashes and underscores only: a file name no header or file system misreads. */
const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');

/** Sends a CSV answer as a download that no cache keeps (it holds the client's money). */
export function csvAttachment(reply: FastifyReply, fileName: string, text: string): string {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileNamePart(fileName)}"`)
    .header('cache-control', 'no-store');
  return text;
}
