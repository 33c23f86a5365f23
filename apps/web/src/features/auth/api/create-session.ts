import type { LoginResult } from '@sextant/contracts/auth';
import { http } from '../../../shared/http/client';

/** POST /v1/authentication/create: the password step; answers a token for the next steps. */
export const createSession = (username: string, password: string) =>
  http.postForm<LoginResult>(
    '/authentication/create',
    { LoginForm: { username, password } },
    { token: null },
  );
