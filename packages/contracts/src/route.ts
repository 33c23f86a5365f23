import type { z } from 'zod';

/**
 * Who may make a call. The server applies the matching guard before the body is read, so a route cannot be
 * registered without saying who may reach it. Zod is imported for types only: the browser may import this file.
 */
export const SCOPES = [
  /** Anyone, signed in or not. */
  'public',
  /** Any live session, an mfa-pending one included (the sign-in steps after the password). */
  'session',
  /** A session past both factors, whatever the terms (terms, password and MFA changes). */
  'verified',
  /** A session past both factors that a data call would accept: a client's needs the latest terms. */
  'usable',
  /** A client's session past both factors, whatever the terms (the terms calls themselves). */
  'verifiedClient',
  /** A client's session past both factors with the latest terms accepted: every client data call. */
  'client',
  /** A staff session (adviser or admin) past both factors: every back-office call. */
  'staff',
  /** An admin's session past both factors: managing staff, terms, the firm and the audit log. */
  'admin',
] as const;
export type Scope = (typeof SCOPES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The most body a call takes: its whole size, and a form's fields and files (see `body-bounds.ts`). */
export interface BodyBounds {
  /** The whole body in bytes, whatever its type. */
  maxBytes: number;
  /** Also a form, URL-encoded or multipart: how many fields, and the longest value in bytes. */
  form?: { fields: number; fieldBytes: number };
  /** Also files in a multipart body: how many, and the largest in bytes. */
  files?: { count: number; fileBytes: number };
}

/** One call of the API: everything the server, the OpenAPI document and the web client need to know of it. */
export interface RouteContract {
  method: HttpMethod;
  /** The path under /v1, in Fastify's syntax: `/policy/:id/view`. */
  path: string;
  scope: Scope;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Request content types it also takes whole, beside those its body bounds give (an import's text/csv). */
  consumes?: readonly string[];
  /**
   * How much body the server reads before refusing the call (413), and in which shapes: JSON always; a form
   * (URL-encoded, or multipart fields) and files only when named here. Unset: JSON within the defaults of
   * `body-bounds.ts`. Checked before the body is read: another content type answers 415 at once.
   */
  bodyBounds?: BodyBounds;
  /** Answer content types, when not JSON (a CSV export: text/csv). */
  produces?: readonly string[];
  /**
   * 'ledger': a client's GET whose answer is made only from the signed-in client's ledger (their policies,
   * those policies' providers, valuations and transactions), its path and query, and today's date in London.
   * The server keeps the answer until one of those changes, on whichever node the change was made. Unset:
   * the answer is made afresh on every call.
   */
  madeFrom?: 'ledger';
  /**
   * The answers a caller may get. The server adds the refusals every route of its kind has: 401 for a route
   * behind a session, 422 for one that takes input, 404 for one that names a row by its path.
   */
  responses: Readonly<Record<number, z.ZodType>>;
}

/** A group of calls, named for the operation each performs (their OpenAPI operationId). */
export type RouteGroup = Readonly<Record<string, RouteContract>>;

/** What most calls of a group share; an entry may still name its own. */
export interface GroupDefaults {
  tags: readonly string[];
  scope: Scope;
}

type Entry = Omit<RouteContract, 'tags' | 'scope'> & Partial<Pick<RouteContract, 'tags' | 'scope'>>;

type WithDefaults<D extends GroupDefaults, E extends Entry> = Omit<E, 'tags' | 'scope'> & {
  tags: readonly string[];
  scope: E extends { scope: infer S extends Scope } ? S : D['scope'];
};

/** A group of calls with the tags and scope they share: `defineRoutes({ tags, scope: 'staff' }, { … })`. */
export function defineRoutes<const D extends GroupDefaults, const G extends Readonly<Record<string, Entry>>>(
  defaults: D,
  routes: G,
): { [K in keyof G]: WithDefaults<D, G[K]> } {
  const group: Record<string, RouteContract> = {};
  for (const [name, entry] of Object.entries(routes)) group[name] = { ...defaults, ...entry };
  return group as { [K in keyof G]: WithDefaults<D, G[K]> };
}

/** The API's prefix: every call is under it. */
export const API_PREFIX = '/v1';

/**
 * The href of a call (HAL `_links`) with its path parameters filled in: `hrefOf(viewPolicy, { id })`.
 * A parameter missing from `params` is a programming error and throws.
 */
export function hrefOf(
  route: Pick<RouteContract, 'path'>,
  params: Readonly<Record<string, string>> = {},
): string {
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`hrefOf: no value for :${name} in ${route.path}`);
    return encodeURIComponent(value);
  });
  return `${API_PREFIX}${path}`;
}
