import { tokenExpired } from './jwt';

export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status and, for 422, the field errors of the API's error body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** Set when the call was never sent because the session had already expired or ended. */
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

export const currentSession = (): SessionSource => session;

/** The app hands the router's navigate here, so the logout redirect stays inside the single-page app. */
export function setNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

export const LOGOUT_PATH = '/logout';

/** SPEC §4 Expiry: only screens of a signed-in user (the client's and the back office's) go to /logout when the token expires. */
function onSignedInScreen(): boolean {
  const path = window.location.pathname;
  return path.startsWith('/tabs') || path.startsWith('/welcome') || path.startsWith('/admin');
}

export function toLogout(): void {
  if (window.location.pathname !== LOGOUT_PATH) navigateTo(LOGOUT_PATH);
}

/**
 * SPEC §4 Expiry: before a call, an expired token on a signed-in screen goes to /logout, and the call is not
 * sent. Nor is a call from a signed-in screen with no token at all: the screen still open while logout
 * clears the session would otherwise ask again for its data, only to be refused. (A call given no token on
 * purpose, `token: null`, is a public one and goes out.)
 */
export function preflight(token: string | null, fromSession: boolean): void {
  if (!onSignedInScreen()) return;
  if (token && tokenExpired(token)) {
    toLogout();
    throw new HttpError(401, 'Unauthorized', 'Your session has expired.', {}, true);
  }
  if (!token && fromSession) throw new HttpError(401, 'Unauthorized', 'You are signed out.', {}, true);
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
