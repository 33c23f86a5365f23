import { api } from '@/shared/http/api';

/** Ends the session on the server. */
export const logout = (token: string) =>
  api.POST('/authentication/logout', {
    form: true,
    token,
    skipSessionCheck: true,
    signal: AbortSignal.timeout(5000),
  });
