import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** The path under /v1, e.g. '/authentication/create'. */
  path: string;
  headers: Record<string, string>;
  /** A form body as its bracket names, a JSON body parsed, or undefined. */
  body: Record<string, string> | unknown;
}

type Reply = readonly [status: number, body?: unknown];
type Answer = Reply | ((call: RecordedCall) => Reply);
export type ApiRoutes = Record<string, Answer | readonly Answer[]>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  401: 'Unauthorized',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

/**
 * Stubs fetch with answers by 'METHOD /path' (under /v1). Unknown calls answer 404. Answers given as an
 * array are used in turn (the last one repeats).
 */
export function mockApi(routes: ApiRoutes) {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1/, '') + url.search;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown;
    if (init.body instanceof URLSearchParams) body = Object.fromEntries(init.body.entries());
    else if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call: RecordedCall = { method, path, headers, body };
    calls.push(call);

    const key = `${method} ${path}`;
    const route = routes[key];
    let answer: Answer | undefined;
    if (
      Array.isArray(route) &&
      (route.length === 0 || Array.isArray(route[0]) || typeof route[0] === 'function')
    ) {
      const list = route as readonly Answer[];
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      answer = list[Math.min(index, list.length - 1)];
    } else {
      answer = route as Answer | undefined;
    }
    const [status, json] =
      typeof answer === 'function' ? answer(call) : (answer ?? [404, { message: 'Not Found' }]);
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
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
