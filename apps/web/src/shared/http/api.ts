import type { paths } from '@sextant/contracts/generated/api';
import createClient, {
  type Client,
  type ClientPathsWithMethod,
  createFinalURL,
  defaultPathSerializer,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import { currentSession, type FieldErrors, formBody, HttpError, preflight, toLogout } from './client';
import { deviceId } from './device-id';

/** Every call goes to the API on the same origin, under /v1 (DESIGN.md); the typed paths leave it out. */
const API_BASE = '/v1';

/** What the browser itself sends with a URLSearchParams body; set by hand, as openapi-fetch would say JSON. */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Raw = Client<paths, 'application/json'>;
type PathOf<M extends Method> = ClientPathsWithMethod<Raw, M>;
type Operation<P extends keyof paths, M extends Method> = paths[P][M] & Record<string | number, unknown>;

export interface CallOptions {
  /** The bearer token. Left out: the signed-in session's. A string: that token (the login steps' mfa token). null: none. */
  token?: string | null;
  /** Send the body as a form with bracket names (`{ LoginForm: { username } }` → `LoginForm[username]=…`). */
  form?: boolean;
  /** Send the body as multipart fields, in its order (file uploads); the browser sets the boundary. */
  multipart?: boolean;
  /** A multipart body made by hand, for a call whose document declares none (the firm's logo). */
  formData?: FormData;
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

/** Query values in the order given, each once, skipping empty ones; arrays repeat their key. */
function querySerializer(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  return search.toString();
}

const raw: Raw = createClient<paths, 'application/json'>({
  // Absolute: a Request needs a full URL outside the browser (the unit tests); the same origin in it.
  baseUrl: `${window.location.origin}${API_BASE}`,
  // Read when called, not when created, so a test's stubbed fetch is the one used.
  fetch: (request) => fetch(request),
  querySerializer,
});

function errorOf(response: Response, body: unknown): HttpError {
  let message = response.statusText || `Request failed with status ${response.status}`;
  let fieldErrors: FieldErrors = {};
  if (body && typeof body === 'object') {
    const { message: said, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof said === 'string') message = said;
    if (errors && typeof errors === 'object') fieldErrors = errors as FieldErrors;
  }
  return new HttpError(response.status, response.statusText, message, fieldErrors);
}

let sessionCheck: Promise<void> | undefined;

/**
 * SPEC §4 Expiry: after a failed call, ask whether the session still lives; if the server answers
 * 401 'Unauthorized', sign out. Only for a signed-in user, one check at a time, never for the check itself.
 */
function checkSession(token: string): Promise<void> {
  sessionCheck ??= raw
    .GET('/authentication/check', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    })
    .then(({ response }) => {
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

/** The session's part of every call: its headers, SPEC §4's expiry pre-flight and the after-failure check. */
function sessionMiddleware({ token: given, skipSessionCheck }: CallOptions): Middleware {
  const token = given === undefined ? currentSession().token() : given;
  return {
    onRequest({ request }) {
      preflight(token);
      request.headers.set('Accept', 'application/json');
      request.headers.set('X-Device-Id', deviceId());
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.ok || skipSessionCheck) return;
      const signedInToken = currentSession().signedIn() ? currentSession().token() : null;
      if (signedInToken) await checkSession(signedInToken);
    },
  };
}

function multipartBody(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

type RawInit = Record<string, unknown> & { params?: { query?: Record<string, unknown> } };

async function send(
  method: Method,
  path: string,
  init: CallOptions & RawInit = {},
  parseAs: 'json' | 'blob' = 'json',
): Promise<unknown> {
  const { token, form, multipart, formData, skipSessionCheck, ...rest } = init;
  const options: RawInit = {
    ...rest,
    parseAs,
    middleware: [sessionMiddleware({ token, skipSessionCheck })],
  };
  if (form) {
    options.bodySerializer = formBody;
    options.headers = { 'Content-Type': FORM_CONTENT_TYPE };
    // A form with no fields still goes as an (empty) form.
    options.body ??= {};
  }
  if (multipart) options.bodySerializer = multipartBody;
  if (formData) {
    options.body = formData;
    options.bodySerializer = (body: FormData) => body;
  }
  const { data, error, response } = await raw.request(method, path as never, options as never);
  if (!response.ok) throw errorOf(response, error);
  return data;
}

type Call<M extends Method> = <P extends PathOf<M>>(path: P, ...init: Args<P, M>) => Promise<ApiData<P, M>>;

const call =
  <M extends Method>(method: M): Call<M> =>
  (path, ...init) =>
    send(method, path, init[0] as CallOptions & RawInit) as never;

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

const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

function followedPath(templates: readonly string[], href: string): URL {
  const url = new URL(linkPath(href), 'http://api.invalid');
  if (!templates.some((template) => templatePattern(template).test(url.pathname))) {
    throw new Error(`${href} is not a link to ${templates.join(' or ')}`);
  }
  return url;
}

/**
 * GET a link the API gave (`_links`: valuation-latest, panel, next…), as it is: the app follows links rather
 * than rebuilding them. The template names which call it is, for its answer's type, and must match.
 */
export async function getLink<P extends PathOf<'get'>>(
  template: P,
  href: string,
  query?: Record<string, string>,
): Promise<ApiData<P, 'get'>> {
  const url = followedPath([template], href);
  const extra = querySerializer(query ?? {});
  const search = [url.search.slice(1), extra].filter(Boolean).join('&');
  return send('get', url.pathname, { querySerializer: () => search }) as never;
}

/** GET a file link of the API (with the bearer token, which a plain link cannot send) as a Blob. */
export async function getFileLink(templates: readonly PathOf<'get'>[], href: string): Promise<Blob> {
  const url = followedPath(templates, href);
  return send('get', url.pathname, { querySerializer: () => url.search.slice(1) }, 'blob') as Promise<Blob>;
}

/** The full URL of a call, for a request that cannot go through fetch (an upload with progress). */
export function apiUrl<P extends PathOf<'post'>>(
  path: P,
  params: { query?: Record<string, unknown>; path?: Record<string, unknown> },
): string {
  return createFinalURL(path, {
    baseUrl: `${window.location.origin}${API_BASE}`,
    params,
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}
