import type { FastifyInstance } from 'fastify';
import { unprocessable } from '@/shared/errors';

/** A valuation CSV: at most this many bytes (as a multipart file, and as a text/csv body). */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const NOT_UTF8 = 'The file is not UTF-8 text: save it as “CSV UTF-8”.';

/** The CSV of an import: a multipart `file` field or a `text/csv` body, as UTF-8 text. */
export function csvOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const file = body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined;
  if (typeof file === 'string') return file;
  if (Buffer.isBuffer(file)) {
    try {
      return utf8.decode(file);
    } catch {
      throw unprocessable({ file: [NOT_UTF8] });
    }
  }
  throw unprocessable({ file: ['Choose a CSV file to import.'] });
}

/** A CSV may also come as the whole body (the import page sends it so, to show upload progress). */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, utf8.decode(body as Buffer));
      } catch {
        done(unprocessable({ file: [NOT_UTF8] }), undefined);
      }
    },
  );
}
