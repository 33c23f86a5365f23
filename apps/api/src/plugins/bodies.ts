import fp from 'fastify-plugin';
import { fieldName, unprocessable } from '@/shared/errors';
import { findInputFault, MAX_DEPTH } from '@/shared/nul-check';
import { acceptMultipart } from '@/shared/routes/multipart';
// app.bodyCap is declared where the routes read it (shared/routes/serve.ts).
import type {} from '@/shared/routes/serve';
import { acceptUrlEncoded } from '@/shared/routes/url-encoded';

/**
 * The bodies calls take: both form encodings arrive nested like JSON (forms post bracket names,
 * `LoginForm[username]`), each read within the call's bounds from its contract (serve.ts: fields, their
 * size, files), and a path without one takes none; `app.bodyCap` lowers every call's bounds (tests). Text
 * no query could take
 * (a NUL, an unpaired surrogate) in any field of the body, query or params, or nesting past MAX_DEPTH, is
 * refused here once with a 422, for every call, rather than failing in a query as a 500.
 */
export default fp<{ bodyCap: number | undefined }>(
  async (app, { bodyCap }) => {
    acceptUrlEncoded(app);
    app.decorate('bodyCap', bodyCap);
    acceptMultipart(app);
    app.addHook('preValidation', async (request) => {
      for (const [context, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        const fault = findInputFault(value);
        if (fault?.kind === 'character') {
          throw unprocessable({
            [fieldName(fault.path, context)]: ['Contains a character that is not allowed.'],
          });
        }
        if (fault?.kind === 'depth') {
          throw unprocessable({ [context]: [`Nested more than ${MAX_DEPTH} levels deep.`] });
        }
      }
    });
  },
  { name: 'bodies' },
);
