import type { FastifyReply } from 'fastify';
import { toCsv } from '@/shared/csv-write';

/**
 * A CSV file: the header and the rows as the shared writer makes them (formula-guarded, CRLF line ends), with
 * a UTF-8 byte order mark so a spreadsheet reads "£" and accented names right.
 */
export function csvText(header: readonly string[], rows: (string | null)[][]): string {
  return `\uFEFF${toCsv(header, rows)}`;
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
