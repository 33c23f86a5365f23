import type { BodyBounds } from '@sextant/contracts/route';
import type { FastifyInstance } from 'fastify';
import { nestBracketNames } from '@/shared/form-body';
import { fieldTooLong, tooManyFields } from './multipart';

/**
 * A URL-encoded form's fields within its call's bounds, as multipart's are (multipart.ts): no more fields, and
 * none longer, than the contract allows (413, in the same words); the whole body is already within the call's
 * byte limit. A path outside the contracts (no bounds) is held by the app's byte limit alone, a kilobyte
 * (serve.ts). Bracket names nest as JSON does (form-body.ts).
 */
export function readUrlEncoded(text: string, bounds: BodyBounds | undefined): Record<string, unknown> {
  const entries = [...new URLSearchParams(text)];
  if (!bounds) return nestBracketNames(entries);
  const fields = bounds.form?.fields ?? 0;
  const fieldBytes = bounds.form?.fieldBytes ?? 0;
  if (entries.length > fields) throw tooManyFields(fields);
  for (const [name, value] of entries) if (Buffer.byteLength(value) > fieldBytes) throw fieldTooLong(name);
  return nestBracketNames(entries);
}

/** Reads URL-encoded bodies by the bounds of the call they were sent to (serve.ts puts them in its config). */
export function acceptUrlEncoded(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, text, done) => {
      try {
        done(null, readUrlEncoded(String(text), request.routeOptions.config.body?.bounds));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
