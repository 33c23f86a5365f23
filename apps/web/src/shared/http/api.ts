import type { paths } from '@sextant/contracts/generated/api';
// Types only: openapi-fetch's runtime (2.6 KB gzip) put two screens over their 160 KB budget; the few
// lines below send the calls instead, typed by the same definitions.
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import { currentSession, type FieldErrors, formBody, HttpError, preflight, toLogout } from './client';
import { noteCallOutcome } from './connection';
import { deviceId } from './device-id';

/** Every call goes to the API on the same origin, under /v1 (DESIGN.md); the typed paths leave it out. */
const API_BASE = '/v1';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
export type PathOf<M extends Method> = ClientPathsWithMethod<Client<paths, 'application/json'>, M>;
type Operation<P extends keyof paths, M extends Method> = paths[P][M] & Record<string | number, unknown>;

export interface CallOptions {
  /** The bearer token. Left out: the signed-in session's. A string: that token (the login steps' mfa token). null: none. */
  token?: string | null;
  /** Send the body as a form with bracket names (`{ LoginForm: { username } }` → `LoginForm[username]=…`). */
  form?: boolean;
  signal?: AbortSignal;
  /** Do not ask the server whether the session still lives when this call fails (logout itself). */
  skipSessionCheck?: boolean;
}

type Init<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M> & CallOptions;
type Args<P extends keyof paths, M extends Method> =
  undefined extends MaybeOptionalInit<paths[P], M> ? [init?: Init<P, M>] : [init: Init<P, M>];

/** The call's answer as the API's document types it (undefined for an empty answer). */
export type ApiData<P extends keyof paths, M extends Method> = NonNullable<
  FetchResponse<Operation<P, M>, object, 'application/json'>['data']
>;

/** The JSON body a call takes, as the API's document types it. */
export type ApiBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export interface Params {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

/** Query values in the order given, skipping empty ones; arrays repeat their key. */
function searchOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  return search.toString();
}

/** The URL of a typed path: its `{params}` filled in (encoded), the query after it. */
export function urlOf(
  path: string,
  { path: values = {}, query }: Params = {},
  search = searchOf(query),
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  return `${API_BASE}${filled}${search ? `?${search}` : ''}`;
}

/** A failed answer as HttpError: the API's message and field errors when its body is the API's error. */
function errorOf(status: number, statusText: string, text: string): HttpError {
  let message = statusText || `Request failed with status ${status}`;
  let fieldErrors: FieldErrors = {};
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (body.errors && typeof body.errors === 'object') fieldErrors = body.errors as FieldErrors;
  } catch {
    // Not a JSON error body (a proxy's error page, an empty answer): the status says enough.
  }
  return new HttpError(status, statusText, message, fieldErrors);
}

let sessionCheck: Promise<void> | undefined;
let checkedToken: string | undefined;

/**
 * SPEC §4 Expiry: after a failed call, ask whether the session still lives; if the server answers
 * 401 'Unauthorized', sign out. Only for a signed-in user, one check at a time per session (a check still
 * running for an earlier session says nothing of this one), never for the check itself.
 */
function checkSession(token: string): Promise<void> {
  if (token !== checkedToken) sessionCheck = undefined;
  checkedToken = token;
  sessionCheck ??= fetch(urlOf('/authentication/check' satisfies PathOf<'get'>), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
    .then((response) => {
      if (response.status === 401 || response.statusText === 'Unauthorized') toLogout();
    })
    .catch(() => {
      // Offline: nothing to conclude about the session.
    })
    .finally(() => {
      sessionCheck = undefined;
    });
  return sessionCheck;
}

/**
 * The headers every call carries: JSON asked for, the device, and the bearer token (the session's unless
 * `token` says otherwise). Throws HttpError, sending nothing, when the session has expired (`preflight`).
 * Also used by uploads (./upload.ts).
 */
export function callHeaders({ token: given }: Pick<CallOptions, 'token'> = {}): Record<string, string> {
  const fromSession = given === undefined;
  const token = fromSession ? currentSession().token() : given;
  preflight(token ?? null, fromSession);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Device-Id': deviceId() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The error of a call the server refused, once a signed-in user's session has been checked (it may have
 * ended: then off to /logout). Also used by uploads (./upload.ts).
 */
export async function failedCall(
  answer: { status: number; statusText: string; text: string },
  { skipSessionCheck }: Pick<CallOptions, 'skipSessionCheck'> = {},
): Promise<HttpError> {
  const error = errorOf(answer.status, answer.statusText, answer.text);
  const signedInToken = currentSession().signedIn() ? currentSession().token() : null;
  if (signedInToken && !skipSessionCheck) await checkSession(signedInToken);
  return error;
}

interface SendInit extends CallOptions {
  params?: Params;
  body?: unknown;
  /** A link's own query, sent as it came. */
  search?: string;
}

/** Sends a call; answers the parsed JSON body (undefined when empty) or a Blob, or throws HttpError. */
async function send(method: Method, path: string, init: SendInit = {}, as: 'json' | 'blob' = 'json') {
  const headers = callHeaders(init);
  let body: BodyInit | undefined;
  // The browser labels a URLSearchParams body as a form itself.
  if (init.form) body = formBody((init.body ?? {}) as Parameters<typeof formBody>[0]);
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }

  const response = await fetch(urlOf(path, init.params, init.search), {
    method: method.toUpperCase(),
    headers,
    body,
    signal: init.signal,
  }).catch((error: unknown) => {
    noteCallOutcome(error);
    throw error;
  });
  noteCallOutcome(null);
  if (!response.ok) {
    const { status, statusText } = response;
    throw await failedCall({ status, statusText, text: await response.text().catch(() => '') }, init);
  }
  if (as === 'blob') return response.blob();
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

type Call<M extends Method> = <P extends PathOf<M>>(path: P, ...init: Args<P, M>) => Promise<ApiData<P, M>>;

const call =
  <M extends Method>(method: M): Call<M> =>
  (path, ...init) =>
    send(method, path, init[0] as SendInit);

/**
 * The API, typed by its OpenAPI document: `api.GET('/policy/{id}/view', { params: { path: { id } } })`
 * answers the policy, or throws HttpError (with the field errors of a 422).
 */
export const api = {
  GET: call('get'),
  POST: call('post'),
  PUT: call('put'),
  PATCH: call('patch'),
  DELETE: call('delete'),
};

/** A link of the API (`/v1/…`, or absolute) as its path and query under /v1. */
export function linkPath(href: string): string {
  const url = new URL(href, 'http://api.invalid');
  const path = url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length) : url.pathname;
  return `${path}${url.search}`;
}

const templatePattern = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);

/** The link's path and query under /v1, once it is known to lead to one of these calls. */
function followed(templates: readonly string[], href: string): URL {
  const url = new URL(linkPath(href), 'http://api.invalid');
  if (!templates.some((template) => templatePattern(template).test(url.pathname))) {
    throw new Error(`${href} is not a link to ${templates.join(' or ')}`);
  }
  return url;
}

/**
 * GET a link the API gave (`_links`: valuation-latest, graph, panel, next…), as it is: the app follows links
 * rather than rebuilding them. The template names which call it is, for its answer's type, and must match.
 */
export async function getLink<P extends PathOf<'get'>>(
  template: P,
  href: string,
  query?: Record<string, string>,
): Promise<ApiData<P, 'get'>> {
  const url = followed([template], href);
  const search = [url.search.slice(1), searchOf(query)].filter(Boolean).join('&');
  return send('get', url.pathname, { search });
}

/** GET a file link of the API (with the bearer token, which a plain link cannot send) as a Blob. */
export async function getFileLink(templates: readonly PathOf<'get'>[], href: string): Promise<Blob> {
  const url = followed(templates, href);
  return send('get', url.pathname, { search: url.search.slice(1) }, 'blob');
}

/**
 * GET a call that answers a file (text/csv…), typed by its path and query like `api.GET`, as a Blob: with the
 * session's bearer token, which a plain link cannot send.
 */
export const getFile = <P extends PathOf<'get'>>(path: P, ...init: Args<P, 'get'>): Promise<Blob> =>
  send('get', path, init[0] as SendInit, 'blob');
