import { Transform, type TransformCallback } from 'node:stream';
import type { BodyBounds } from '@sextant/contracts/route';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@/shared/errors';

/** The media type of a Content-Type header, without its parameters: `multipart/form-data`. */
const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** A size as a person reads it: `20 MB`, `16 KB`. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

const bodyTooLarge = (maxBytes: number) =>
  new HttpError(413, `The request is larger than this call takes (${sizeText(maxBytes)}).`);

/**
 * The body as the parsers read it, ending in a 413 at the first byte past `maxBytes`. The request itself is
 * paused there, so nothing more of it is read: the answer closes the connection (plugins/errors.ts).
 * Fastify's own limit stops keeping the bytes but goes on reading them to the end.
 */
function bounded(source: NodeJS.ReadableStream, maxBytes: number): Transform {
  let read = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, next: TransformCallback) {
      read += chunk.length;
      if (read <= maxBytes) return next(null, chunk);
      source.unpipe(limiter);
      source.pause();
      next(bodyTooLarge(maxBytes));
    },
  });
  return source.pipe(limiter);
}

/**
 * Refuses, before a byte of it is read, a body the call does not take: another content type (415) or a
 * declared length past its bounds (413); then holds the body to its bounds as it is read.
 */
export function bodyCheck(body: { bounds: BodyBounds; types: readonly string[] }) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const type = mediaTypeOf(request.headers['content-type']);
    if (type && !body.types.includes(type)) {
      throw new HttpError(415, `This call takes ${body.types.join(', ')}, not ${type.slice(0, 100)}.`);
    }
    if (Number(request.headers['content-length'] ?? 0) > body.bounds.maxBytes) {
      throw bodyTooLarge(body.bounds.maxBytes);
    }
    return bounded(payload, body.bounds.maxBytes);
  };
}
