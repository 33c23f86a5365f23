import { deviceId } from './device-id';
import { tokenExpired } from './jwt';

/** Every call goes to the API on the same origin, under /v1 (DESIGN.md). */
export const API_BASE = '/v1';

export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status and, for 422, the field errors of the API's error body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** Set when the call was never sent because the session had already expired. */
    readonly expired = false,
  ) {
    super(message);
  }

  /** The first message of a field, e.g. `errors.password[0]`. */
  field(name: string): string | undefined {
    return this.fieldErrors[name]?.[0];
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Where the client reads the session from: the auth store plugs itself in (features stay out of shared/). */
export interface SessionSource {
  /** The bearer token of the signed-in session, if any. */
  token(): string | null;
  /** True once sign-in has finished (not while the login steps run on an mfa token). */
  signedIn(): boolean;
}

let session: SessionSource = { token: () => null, signedIn: () => false };
let navigateTo: (path: string) => void = (path) => window.location.assign(path);

export function setSessionSource(source: SessionSource): void {
  session = source;
}

/** The signed-in session's bearer token, for an upload sent with XMLHttpRequest (fetch reports no upload progress). */
export const sessionToken = (): string | null => session.token();

/** The app hands the router's navigate here, so the logout redirect stays inside the single-page app. */
export function setNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

export const LOGOUT_PATH = '/logout';

/** SPEC §4 Expiry: only screens of a signed-in user are sent to /logout when the token expires. */
function onSignedInScreen(): boolean {
  const path = window.location.pathname;
  return path.startsWith('/tabs') || path.startsWith('/welcome');
}

function toLogout(): void {
  if (window.location.pathname !== LOGOUT_PATH) navigateTo(LOGOUT_PATH);
}

type FormValue = string | number | boolean | null | undefined | { [key: string]: FormValue };

/**
 * A form body with the API's bracket names: `{ LoginForm: { username } }` becomes `LoginForm[username]=…`.
 * Null and undefined fields are left out.
 */
export function formBody(fields: Record<string, FormValue>): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
    } else {
      params.append(name, String(value));
    }
  };
  for (const [name, value] of Object.entries(fields)) add(name, value);
  return params;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded) with bracket names. */
  form?: Record<string, FormValue>;
  /** A multipart body (file uploads); the browser sets its content type and boundary. */
  formData?: FormData;
  /**
   * The bearer token. Left out: the signed-in session's. A string: that token (the login steps' mfa token).
   * null: none.
   */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not ask the server whether the session still lives when this call fails (logout itself). */
  skipSessionCheck?: boolean;
  /** 'blob': answer the body as a Blob (a PDF to save), not parsed JSON. */
  responseType?: 'json' | 'blob';
}

async function errorOf(response: Response): Promise<HttpError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  let fieldErrors: FieldErrors = {};
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (body.errors && typeof body.errors === 'object') fieldErrors = body.errors as FieldErrors;
  } catch {
    // Not a JSON error body (a proxy's error page, an empty answer): the status says enough.
  }
  return new HttpError(response.status, response.statusText, message, fieldErrors);
}

let sessionCheck: Promise<void> | undefined;

/**
 * SPEC §4 Expiry: after a failed call, ask whether the session still lives; if the server answers
 * 401 'Unauthorized', sign out. Only for a signed-in user, one check at a time, never for the check itself.
 */
function checkSession(token: string): Promise<void> {
  sessionCheck ??= fetch(`${API_BASE}/authentication/check`, {
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

/** Calls the API. Answers the parsed JSON body (undefined when empty); throws HttpError on a failed status. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? session.token() : options.token;
  if (token && tokenExpired(token) && onSignedInScreen()) {
    toLogout();
    throw new HttpError(401, 'Unauthorized', 'Your session has expired.', {}, true);
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Device-Id': deviceId(),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = formBody(options.form);
  } else if (options.formData) {
    body = options.formData;
  }

  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });

  if (!response.ok) {
    const error = await errorOf(response);
    const signedInToken = session.signedIn() ? session.token() : null;
    if (signedInToken && !options.skipSessionCheck) await checkSession(signedInToken);
    throw error;
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Options = Omit<RequestOptions, 'method' | 'json' | 'form' | 'formData'>;

export const http = {
  get: <T>(path: string, options?: Options) => request<T>(path, options),
  /** GET a file (with the bearer token, which a plain link cannot send) as a Blob. */
  getBlob: (path: string, options?: Options) => request<Blob>(path, { ...options, responseType: 'blob' }),
  postForm: <T>(path: string, form: Record<string, FormValue>, options?: Options) =>
    request<T>(path, { ...options, method: 'POST', form }),
  postJson: <T>(path: string, json: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'POST', json }),
  postFormData: <T>(path: string, formData: FormData, options?: Options) =>
    request<T>(path, { ...options, method: 'POST', formData }),
  put: <T>(path: string, options?: Options & { json?: unknown }) =>
    request<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, json: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T>(path: string, options?: Options & { json?: unknown }) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
