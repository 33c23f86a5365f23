import { http } from '../../../shared/http/client';

/** POST /v1/authentication/logout: ends the session on the server. */
export const logout = (token: string) =>
  http.postForm<{ message: string }>(
    '/authentication/logout',
    {},
    { token, skipSessionCheck: true, signal: AbortSignal.timeout(5000) },
  );
