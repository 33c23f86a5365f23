import { api } from '@/shared/http/api';

/** The password step; answers a token for the next steps. */
export const createSession = (username: string, password: string) =>
  api.POST('/authentication/create', {
    body: { LoginForm: { username, password } },
    form: true,
    token: null,
  });
