import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteEntry } from '@/shared/routes/route-table';

/** What holds for every call; each call's own rules are in its contract's summary and description. */
const INTRODUCTION = [
  'Client investment portal. Every call is under `/v1` and answers JSON.',
  '',
  '- **Bodies.** Every call with a body takes JSON. The sign-in, password, reset, support and sign-out forms also take bracket names (`LoginForm[username]`) as `application/x-www-form-urlencoded` or a small `multipart/form-data`; uploads take `multipart/form-data` (an import also a `text/csv` body). Another type answers 415 before the body is read. Each call reads at most its own bound (a form 16 KB, JSON 64 KB unless its operation says more, an upload its file and a few fields): past it the answer is 413 (a file past its size: 422 naming the field) and the connection closes. Send `Content-Type: application/json` only with a body: an empty JSON body answers 400.',
  '- **Errors** answer `{ name, message, status, errors? }`. 401 `Unauthorized` for a missing, forged, expired, revoked, idle or mfa-pending session on a data call; 404 for anything that is not the caller’s; 422 with field errors (`errors.password`, `errors["changedFields.address.postcode"]`…); 429 with `Retry-After`.',
  '- A malformed id in a path answers 422 (`errors.id`); a well-formed id that is not the caller’s answers 404.',
  '- **Scopes.** Each call says who may make it; the guard runs before the body is read, so without a session the answer is 401 whatever the body. Back-office calls (`/v1/admin`) are for staff; some for admins only.',
].join('\n');

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/** Each call says who may make it (`x-scope`, its contract's scope), read from the routes as registered. */
function withScopes(document: Document, routes: RouteEntry[]): Document {
  const paths = (document as { paths?: Record<string, Record<string, Record<string, unknown>>> }).paths ?? {};
  for (const { method, url, scope } of routes) {
    const operation = paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
    if (operation) operation['x-scope'] = scope;
  }
  return document;
}

/**
 * The OpenAPI document, generated from the contracts: always built (`app.swagger()`, for the generated
 * client types and the tests), served at `/docs/json` with its browsable UI at `/docs` only when public
 * (API_DOCS; docs/decisions/0008-api-docs-off-by-default.md).
 */
export default fp<{ serve: boolean }>(
  async (app, { serve }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sextant API',
          description: INTRODUCTION,
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      // The route table registers after the plugins (app.ts): read when the document is built, after start-up.
      transformObject: (input) => withScopes(jsonSchemaTransformObject(input), app.routeTable ?? []),
    });
    if (serve) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'docs' },
);
