import type { paths } from '@sextant/contracts/generated/api';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** The path under /v1 with its query, e.g. '/notification?page=1'. */
  path: string;
  headers: Record<string, string>;
  /** A form body as its bracket names, a JSON body parsed, or undefined (none, or multipart). */
  body: Record<string, string> | unknown;
}

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** A path template as the concrete paths it stands for: '/policy/{id}/view' → `/policy/${string}/view`. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : P;

/** 'METHOD /path' of a call the API's document has, with any ids and query filled in. */
type KeyOf<
  P extends keyof paths,
  M extends Method,
> = `${Uppercase<M>} ${Concrete<P & string>}${'' | `?${string}`}`;

/** Every call of the API as a mock key; a key matching none (a typo, a removed call) does not compile. */
export type ApiKey = {
  [P in keyof paths]: { [M in Method]: paths[P][M] extends undefined ? never : KeyOf<P, M> }[Method];
}[keyof paths];

type Json<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202
        ? Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : never
        : never;
    }[keyof Responses]
  : never;

/**
 * A test's answer may leave out what the screen does not read, and its fixtures' words need no `as const`;
 * the fields it gives keep their names and kinds.
 */
type Loose<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Loose<Item>[]
    : T extends object
      ? { [K in keyof T]?: Loose<T[K]> }
      : T;

/** The success body of the call a key stands for (the union of calls whose template it matches). */
type SuccessBody<K extends string> = {
  [P in keyof paths]: {
    [M in Method]: paths[P][M] extends undefined ? never : K extends KeyOf<P, M> ? Json<paths[P][M]> : never;
  }[Method];
}[keyof paths];

/** A success is answered in the call's shape; a failure with any body (an error, a proxy's page). */
type FailureStatus = 204 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;
type Reply<K extends string> =
  | readonly [status: 200 | 201 | 202, body?: Loose<SuccessBody<K>>]
  | readonly [status: FailureStatus, body?: unknown];
type Answer<K extends string> = Reply<K> | ((call: RecordedCall) => Reply<K> | Promise<Reply<K>>);
type Route<K extends string> = Answer<K> | readonly Answer<K>[];
/** Each key a call of the API's, each answer in its shape (checked key by key, as ids make keys overlap). */
export type ApiRoutes<R> = { [K in keyof R]: K extends ApiKey ? Route<K> : never };

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  401: 'Unauthorized',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

/** What fetch was asked to send, whether as a Request (the typed client) or as a URL and init. */
async function recorded(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedCall> {
  const request =
    input instanceof Request
      ? new Request(input, init)
      : new Request(new URL(String(input), window.location.origin), init);
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers.entries());
  const type = headers['content-type'] ?? '';
  const text = type.startsWith('multipart/') ? '' : await request.text();
  let body: unknown;
  if (type.startsWith('application/x-www-form-urlencoded'))
    body = Object.fromEntries(new URLSearchParams(text));
  else if (text) body = JSON.parse(text);
  return { method: request.method, path: url.pathname.replace(/^\/v1/, '') + url.search, headers, body };
}

/**
 * The route answering a call: its exact 'METHOD /path?query', else its path with any query, else a
 * template ('GET /policy/{id}/view').
 */
function routeKey(table: Record<string, unknown>, method: string, path: string): string {
  const exact = `${method} ${path}`;
  const bare = `${method} ${path.split('?')[0]}`;
  if (exact in table) return exact;
  if (bare in table) return bare;
  return templateKey(table, bare) ?? exact;
}

function templateKey(table: Record<string, unknown>, bare: string): string | undefined {
  return Object.keys(table).find(
    (key) => key.includes('{') && new RegExp(`^${key.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare),
  );
}

/**
 * Stubs fetch with answers by 'METHOD /path' (under /v1, with the query if the call has one) or by the
 * call's template ('GET /policy/{id}/view'): keys the API's document knows, bodies shaped as it types
 * them. Unknown calls answer 404. Answers given as an array are used in turn (the last one repeats).
 */
export function mockApi<const R extends object>(routes: R & ApiRoutes<R>) {
  const table = routes as Record<string, Route<string> | undefined>;
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await recorded(input, init);
    calls.push(call);

    const key = routeKey(table, call.method, call.path);
    const route = table[key];
    let answer: Answer<string> | undefined;
    if (
      Array.isArray(route) &&
      (route.length === 0 || Array.isArray(route[0]) || typeof route[0] === 'function')
    ) {
      const list = route as readonly Answer<string>[];
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      answer = list[Math.min(index, list.length - 1)];
    } else {
      answer = route as Answer<string> | undefined;
    }
    const [status, json] =
      typeof answer === 'function' ? await answer(call) : (answer ?? [404, { message: 'Not Found' }]);
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls to one 'METHOD /path'. */
    callsTo: (key: ApiKey) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
