import { isUtf8 } from 'node:buffer';
import { CSV_MEDIA_TYPES } from '@sextant/contracts/admin-policies';
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '@/shared/errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const NOT_UTF8 = (line: number) => `Line ${line} is not UTF-8 text: save the file as “CSV UTF-8”.`;
const HAS_NUL = (line: number) =>
  `Line ${line} contains a NUL character, which a CSV cannot hold: save the file as “CSV UTF-8”.`;

/** The 1-based line of the byte at `index` (CRLF, LF or a lone CR ends a line, as the CSV reader counts). */
function lineAt(bytes: Buffer, index: number): number {
  let line = 1;
  for (let at = 0; at < index; at++) {
    if (bytes[at] === 0x0a || (bytes[at] === 0x0d && bytes[at + 1] !== 0x0a)) line++;
  }
  return line;
}

/** The first line that is not UTF-8. CR and LF are never inside a UTF-8 sequence, so lines check alone. */
function firstNonUtf8Line(bytes: Buffer): number {
  let start = 0;
  for (let at = 0; at <= bytes.length; at++) {
    if (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) continue;
    if (!isUtf8(bytes.subarray(start, at))) return lineAt(bytes, start);
    start = at + 1;
  }
  return lineAt(bytes, bytes.length);
}

/**
 * An uploaded CSV's bytes as text. Bytes that are not UTF-8 are refused, never replaced (a replaced
 * character would be imported as a different name or reference), and so is a NUL, which no database
 * text can hold: either answers 422 naming the line, as a bad row would be named.
 */
function csvText(bytes: Buffer): string {
  if (!isUtf8(bytes)) throw unprocessable({ file: [NOT_UTF8(firstNonUtf8Line(bytes))] });
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw unprocessable({ file: [HAS_NUL(lineAt(bytes, nul))] });
  return utf8.decode(bytes);
}

/** The CSV of an import: a multipart `file` field or a `text/csv` body, as UTF-8 text. */
export function csvOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const file = body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined;
  if (typeof file === 'string') return file;
  if (Buffer.isBuffer(file)) return csvText(file);
  throw unprocessable({ file: ['Choose a CSV file to import.'] });
}

/** A CSV may also come as the whole body (the import page sends it so, to show upload progress). */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...CSV_MEDIA_TYPES],
    // The route's own limit holds (IMPORT_FILE_MAX_BYTES, from its contract's body bounds).
    { parseAs: 'buffer' },
    (_request, body, done) => {
      try {
        done(null, csvText(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
