import { boundsOf, capBounds, mediaTypesOf } from '@sextant/contracts/body-bounds';
import { ErrorBody } from '@sextant/contracts/common';
import type { BodyBounds, RouteContract, RouteGroup, Scope } from '@sextant/contracts/route';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import { bodyCheck } from './body-check';
import { checkLedgerRoute, keptWhileLedgerStands } from './ledger-answers';

/** The Fastify schema a contract stands for: what the type provider reads the handler's types from. */
type SchemaOf<C extends RouteContract> = {
  params: C['params'];
  querystring: C['querystring'];
  body: C['body'];
  response: C['responses'];
};

type Principal<C extends RouteContract> = C['scope'] extends 'public'
  ? SessionPrincipal | null
  : SessionPrincipal;

/** A request of a contract's route: params, query and body typed; past the guard, its principal is set. */
export type ContractRequest<C extends RouteContract> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemaOf<C>,
  ZodTypeProvider
> & { principal: Principal<C> };

export type ContractReply<C extends RouteContract> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyContextConfig,
  SchemaOf<C>,
  ZodTypeProvider
>;

export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: ContractReply<C>,
) => ResolveFastifyReplyReturnType<ZodTypeProvider, SchemaOf<C>, RouteGenericInterface>;

/** What a route may add to its contract on the server: its own limit, a hook before validation, config. */
type RouteExtras = Pick<RouteOptions, 'preValidation' | 'onRequest'> & {
  config?: FastifyContextConfig;
};

/** Every route of a group, each a handler, or a handler with extras. Missing one is a type error. */
export type Handlers<G extends RouteGroup> = {
  [K in keyof G]: ContractHandler<G[K]> | ({ handler: ContractHandler<G[K]> } & RouteExtras);
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from the route's contract; the route table refuses a /v1 route without one (route-table.ts). */
    scope?: Scope;
    /** The body the route's contract takes: its bounds and content types (body-check.ts, multipart.ts). */
    body?: { bounds: BodyBounds; types: readonly string[] };
  }
  interface FastifyInstance {
    /** A ceiling on every route's body bounds, in bytes (AppOptions.bodyCap); unset: the contracts' own. */
    bodyCap: number | undefined;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

const GUARDS: Record<Exclude<Scope, 'public'>, (app: FastifyInstance) => Guard> = {
  session: (app) => app.requireSession,
  verified: (app) => app.requireVerified,
  usable: (app) => app.requireUsable,
  verifiedClient: (app) => app.requireVerifiedClient,
  client: (app) => app.requireClient,
  staff: (app) => app.requireStaff,
  admin: (app) => app.requireAdmin,
};

/** The refusals every route of its kind answers, beside the contract's own answers. */
function responsesOf(contract: RouteContract) {
  const refusals: Record<number, typeof ErrorBody> = {};
  if (contract.scope !== 'public') refusals[401] = ErrorBody;
  if (contract.params) refusals[404] = ErrorBody;
  if (contract.params ?? contract.querystring ?? contract.body) refusals[422] = ErrorBody;
  const { produces } = contract;
  if (!produces) return { ...refusals, ...contract.responses };
  // The contract's own answers come in its content types (a CSV file); the refusals stay JSON.
  const answers = Object.entries(contract.responses).map(([status, schema]) => [
    status,
    { content: Object.fromEntries(produces.map((type) => [type, { schema }])) },
  ]);
  return { ...refusals, ...Object.fromEntries(answers) };
}

/**
 * A route answering another content type than JSON sends its handler's text as it is, with that type: a
 * string with a non-JSON content type skips the serialiser (errors still answer JSON through the error handler).
 */
function sendingAs(type: string, handler: RouteOptions['handler']): RouteOptions['handler'] {
  return async function (this: FastifyInstance, request, reply) {
    const answer = await handler.call(this, request, reply);
    if (!reply.hasHeader('content-type')) reply.type(`${type}; charset=utf-8`);
    return answer;
  };
}

/** An upload's handler waits its turn among the file writes (plugins/db.ts); any other runs at once. */
function writingFiles(app: FastifyInstance, bounds: BodyBounds, handler: RouteOptions['handler']) {
  if (!bounds.files) return handler;
  // Read as the route registers, like every decorator the routes use: a missing plugin fails at start-up.
  const { fileWrites } = app;
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    return fileWrites(() => handler.call(this, request, reply));
  } as RouteOptions['handler'];
}

/**
 * Registers one route from its contract: the scope's guard and the body's type and length run before the body
 * is read (preParsing); its bounds hold while it is read (bodyLimit, multipart.ts).
 */
export function serveRoute<C extends RouteContract>(
  app: FastifyInstance,
  name: string,
  contract: C,
  entry: ContractHandler<C> | ({ handler: ContractHandler<C> } & RouteExtras),
): void {
  const { handler, ...extras } = typeof entry === 'function' ? { handler: entry } : entry;
  checkLedgerRoute(name, contract);
  const body = { bounds: capBounds(boundsOf(contract), app.bodyCap), types: mediaTypesOf(contract) };
  const checkBody = bodyCheck(body);
  app.route({
    method: contract.method,
    url: contract.path,
    ...extras,
    bodyLimit: body.bounds.maxBytes,
    config: { ...extras.config, scope: contract.scope, body },
    // Who may call first, then whether the body is one the call takes: neither reads a byte of it.
    preParsing: contract.scope === 'public' ? [checkBody] : [GUARDS[contract.scope](app), checkBody],
    schema: {
      operationId: name,
      tags: [...contract.tags],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.scope === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.body || contract.bodyBounds ? { consumes: body.types } : {}),
      response: responsesOf(contract),
    },
    // The guard has set the principal that the contract's scope promises the handler.
    handler: writingFiles(
      app,
      body.bounds,
      answering(app, contract, handler as unknown as RouteOptions['handler']),
    ),
  });
}

/** The handler as the contract says it answers: in another content type, or kept while the ledger stands. */
function answering(app: FastifyInstance, contract: RouteContract, handler: RouteOptions['handler']) {
  if (contract.produces?.[0]) return sendingAs(contract.produces[0], handler);
  return contract.madeFrom === 'ledger' ? keptWhileLedgerStands(app, handler) : handler;
}

/** A plugin that serves every route of a contract group with the handlers `build` makes on the instance. */
export function routesOf<G extends RouteGroup>(
  group: G,
  build: (app: FastifyInstance) => Handlers<G>,
): FastifyPluginAsync {
  return async (app) => {
    const handlers = build(app);
    for (const name of Object.keys(group) as (keyof G & string)[]) {
      serveRoute(app, name, group[name]!, handlers[name]);
    }
  };
}
