import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { NO_BODY_BYTES } from '@sextant/contracts/body-bounds';
import type { BodyBounds } from '@sextant/contracts/route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '@/shared/errors';
import { nestBracketNames } from '@/shared/form-body';
import { sizeText } from './body-check';

/** A multipart body's fields and files, in the order they came: a file is its bytes. */
export type MultipartEntries = [name: string, value: string | Buffer][];

const tooLarge = (message: string) => new HttpError(413, message);
/** A form past its contract's field count or field size, in either encoding (url-encoded.ts too). */
export const tooManyFields = (fields: number) => tooLarge(`The form has more than ${fields} fields.`);
export const fieldTooLong = (name: string) => tooLarge(`The field “${name.slice(0, 60)}” is too long.`);
const unreadable = (reason: string) => new HttpError(400, `The request body could not be read: ${reason}`);

/**
 * A file's bytes in one buffer of the size the request declared (no larger than the file's bound), filled as
 * they arrive, so the file is never held twice; a body without a length collects chunks instead. Past its
 * bound `refuse` is called at once, before the parser reads on.
 */
function collectFile(
  name: string,
  stream: BusboyFileStream,
  declared: number,
  limit: number,
  refuse: (error: HttpError) => void,
): Promise<Buffer | null> {
  const size = Math.min(declared, limit);
  let buffer = Number.isFinite(size) ? Buffer.allocUnsafe(size) : null;
  const chunks: Buffer[] = [];
  let length = 0;
  return new Promise((resolve) => {
    stream.on('data', (chunk: Buffer) => {
      if (buffer && length + chunk.length <= buffer.length) chunk.copy(buffer, length);
      else {
        if (buffer) chunks.push(buffer.subarray(0, length));
        buffer = null;
        chunks.push(chunk);
      }
      length += chunk.length;
    });
    const refused = (error: HttpError) => {
      chunks.length = 0;
      buffer = null;
      refuse(error);
      resolve(null);
    };
    // The file's own field says why, as a file of the wrong kind is refused (422), though no more is read.
    stream.on('limit', () =>
      refused(unprocessable({ [name]: [`The file can be at most ${sizeText(limit)}.`] })),
    );
    stream.on('error', (error) => refused(unreadable(error.message)));
    stream.on('end', () => resolve(buffer ? buffer.subarray(0, length) : Buffer.concat(chunks)));
  });
}

/**
 * Reads a multipart body within its call's bounds: no more fields or files, and none larger, than they allow.
 * Past any of them it stops reading and answers 413, having held at most the bounds' worth of the body.
 */
export function readMultipart(
  headers: IncomingHttpHeaders,
  body: Readable,
  bounds: BodyBounds,
): Promise<MultipartEntries> {
  const fields = bounds.form?.fields ?? 0;
  const files = bounds.files?.count ?? 0;
  const fileBytes = bounds.files?.fileBytes ?? 0;
  const declared = Number(headers['content-length'] ?? Number.POSITIVE_INFINITY);
  return new Promise((resolve, reject) => {
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: headers as { 'content-type': string },
        limits: {
          fields,
          fieldSize: bounds.form?.fieldBytes ?? 0,
          files,
          fileSize: fileBytes,
          fieldNameSize: 200,
          headerPairs: 20,
          headerSize: 8 * 1024,
        },
      });
    } catch (error) {
      reject(unreadable((error as Error).message));
      return;
    }
    const entries: MultipartEntries = [];
    const pending: Promise<unknown>[] = [];
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      // The rest of the body is never read: the answer closes the connection (plugins/errors.ts).
      body.pause();
      reject(error);
    };
    const nameless = () => fail(unreadable('a part has no name.'));
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (!name) nameless();
      else if (valueTruncated) fail(fieldTooLong(name));
      else entries.push([name, value]);
    });
    parser.on('file', (name, stream) => {
      if (!name) return nameless();
      const at = entries.push([name, Buffer.alloc(0)]) - 1;
      pending.push(
        collectFile(name, stream, declared, fileBytes, fail).then((bytes) => {
          if (bytes) entries[at] = [name, bytes];
        }),
      );
    });
    parser.on('fieldsLimit', () => fail(tooManyFields(fields)));
    parser.on('filesLimit', () =>
      fail(tooLarge(files ? `The form has more than ${files} files.` : 'This call takes no files.')),
    );
    parser.on('error', (error: Error) => fail(unreadable(error.message)));
    parser.on('finish', () => {
      void Promise.all(pending).then(() => {
        if (settled) return;
        settled = true;
        resolve(entries);
      });
    });
    // The body's own bound (body-check.ts) ends it with a 413 of its own.
    body.on('error', (error) => fail(error instanceof HttpError ? error : unreadable(error.message)));
    body.pipe(parser);
  });
}

/** Repeated names become one list, in order, as a form's repeated fields do. */
function grouped(entries: MultipartEntries): [string, unknown][] {
  const byName = new Map<string, (string | Buffer)[]>();
  for (const [name, value] of entries) byName.set(name, [...(byName.get(name) ?? []), value]);
  return [...byName].map(([name, values]) => [name, values.length === 1 ? values[0] : values]);
}

/** Multipart bodies are read within the route's bounds from its contract (serve.ts); a path without one takes none. */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) => {
    const bounds = request.routeOptions.config.body?.bounds ?? { maxBytes: NO_BODY_BYTES };
    return nestBracketNames(grouped(await readMultipart(request.headers, payload, bounds)));
  });
}
